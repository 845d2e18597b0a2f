import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ORDER_STATUS_TOKEN_MAX_LENGTH, ORDERS_PATTERNS, OrderStatusView } from '@flowershop/common/contracts';
import { ServiceClients } from '@flowershop/common/transport';
import { ApiAnswers, SERVICE_ERRORS } from '../../platform/openapi/error-responses.js';
import { RateLimit } from '../../platform/security/rate-limits.js';

const TOKEN = /^[A-Za-z0-9_-]+$/;

/** The status link in order e-mails (ADR 14): public, signed by the orders service, which also checks it. */
@ApiTags('orders')
@Controller('order-status')
export class OrderStatusHttpController {
  constructor(private readonly clients: ServiceClients) {}

  @Get(':token')
  @RateLimit('order-status')
  @ApiOperation({
    summary:
      "An order's status from the link in its e-mails, without sign-in: what the e-mail showed and no more. " +
      'The link works for ORDER_LINK_TTL_DAYS (30) after its e-mail was made',
  })
  @ApiParam({ name: 'token', description: 'The signed token from the e-mailed link' })
  @ApiAnswers({ type: OrderStatusView }, 404, 410, 429, ...SERVICE_ERRORS)
  byLink(@Param('token') token: string, @Res({ passthrough: true }) response: Response): Promise<OrderStatusView> {
    // The token is a key to the order: no answer (errors too) sends it on as a Referer, or is cached (apiNoStore).
    response.setHeader('Referrer-Policy', 'no-referrer');
    // A token that cannot be one is answered here, as the orders service would answer it.
    if (token.length > ORDER_STATUS_TOKEN_MAX_LENGTH || !TOKEN.test(token)) {
      throw new NotFoundException(
        'This status link is not valid: check that the whole link from the e-mail was opened',
      );
    }
    return this.clients.send('orders', ORDERS_PATTERNS.orders.statusByLink, { token });
  }
}
