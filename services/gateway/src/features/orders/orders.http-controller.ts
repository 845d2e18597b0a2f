import { Body, Controller, Get, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  ListOrdersDto,
  Order,
  type OrderPage,
  ORDERS_PATTERNS,
  OrderStatusBodyDto,
  PlaceOrderBodyDto,
  toPlaceOrder,
} from '@flowershop/common/contracts';
import { ServiceClients } from '@flowershop/common/transport';
import { RequireRole } from '../../platform/auth/require-role.decorator.js';
import type { AuthenticatedRequest } from '../../platform/auth/role.guard.js';
import { ApiIdempotencyKey, IdempotencyKey } from '../../platform/idempotency/idempotency-key.decorator.js';
import { ApiAnswers, SERVICE_ERRORS } from '../../platform/openapi/error-responses.js';
import { AdminDelete, IdParamPipe } from '../../platform/params/id-param.pipe.js';
import { TOTAL_COUNT_HEADER, countedList } from '../../platform/params/total-count.js';

const patterns = ORDERS_PATTERNS.orders;

/** Orders (SPEC §7): customers place and read their own; the admin lists, changes and deletes all. */
@ApiTags('orders')
@Controller('orders')
export class OrdersHttpController {
  constructor(private readonly clients: ServiceClients) {}

  @Post()
  @RequireRole('customer')
  @ApiOperation({
    summary:
      'Place an order (customer). Every line is priced from the catalogue; the prices sent are ignored. ' +
      'Delivery adds $10. total is the amount the checkout showed: when the catalogue gives another (a price ' +
      'changed), nothing is placed and the answer is 409 ORDERS.PRICES_CHANGED with the priced order in ' +
      'details (one line per line sent, in order); without total the catalogue total is charged. ' +
      'fulfilment chooses the date (and the pickup window) from GET ' +
      '/api/fulfilment/calendar; without it the earliest available is booked; a date that cannot be had ' +
      '(past, too soon, closed, holiday, full, beyond the horizon, a wrong window) is 400 with the reason. ' +
      'The order confirmation is e-mailed to the signed-in customer',
  })
  @ApiIdempotencyKey()
  @ApiAnswers({ status: 201, type: Order, description: 'The order as stored' }, 400, 409, 422, ...SERVICE_ERRORS)
  place(
    @Body() body: PlaceOrderBodyDto,
    @Req() request: AuthenticatedRequest,
    @IdempotencyKey() idempotencyKey?: string,
  ): Promise<Order> {
    return this.clients.send('orders', patterns.place, toPlaceOrder(body, request.principal!.email, idempotencyKey));
  }

  @Get('my')
  @RequireRole('customer')
  @ApiOperation({ summary: "The signed-in customer's own orders, newest first" })
  @ApiAnswers({ type: [Order] }, ...SERVICE_ERRORS)
  listMine(@Req() request: AuthenticatedRequest): Promise<Order[]> {
    return this.clients.send('orders', patterns.listMine, { customerEmail: request.principal!.email });
  }

  @Get()
  @RequireRole('admin')
  @ApiOperation({
    summary:
      `Every order, newest first (admin). With page (and size, default 10) one page; search matches any part ` +
      `of an orderId in any case; date (YYYY-MM-DD) lists the orders for that day: deliveries first (oldest ` +
      `first), then pickups by window. ${TOTAL_COUNT_HEADER} says how many orders match in all`,
  })
  @ApiAnswers(countedList(Order, 'Orders matching the search'), 400, ...SERVICE_ERRORS)
  async list(@Query() query: ListOrdersDto, @Res({ passthrough: true }) response: Response): Promise<Order[]> {
    const { orders, total } = await this.clients.send<OrderPage>('orders', patterns.list, query);
    response.setHeader(TOTAL_COUNT_HEADER, String(total));
    return orders;
  }

  @Patch(':id')
  @RequireRole('admin')
  @ApiOperation({
    summary:
      'Set an order status, any from any (admin); a real change e-mails the customer once. Cancelled frees ' +
      "the order's date; leaving Cancelled books it again, 409 when the date has filled up",
  })
  @ApiAnswers({ type: Order }, 400, 404, 409, ...SERVICE_ERRORS)
  changeStatus(@Param('id', IdParamPipe) id: string, @Body() { status }: OrderStatusBodyDto): Promise<Order> {
    return this.clients.send('orders', patterns.changeStatus, { id, status });
  }

  @AdminDelete('Delete an order (admin)')
  delete(@Param('id', IdParamPipe) id: string): Promise<{ deleted: true }> {
    return this.clients.send('orders', patterns.delete, { id });
  }
}
