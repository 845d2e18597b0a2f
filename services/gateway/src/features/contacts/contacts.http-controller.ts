import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  ContactFieldsDto,
  ContactMessage,
  type ListPage,
  MarkContactsSeenDto,
  MESSAGING_PATTERNS,
  MessagingDashboard,
  PageQueryDto,
} from '@flowershop/common/contracts';
import { ServiceClients } from '@flowershop/common/transport';
import { RequireRole } from '../../platform/auth/require-role.decorator.js';
import { ApiIdempotencyKey, IdempotencyKey } from '../../platform/idempotency/idempotency-key.decorator.js';
import { ApiAnswers, ApiErrors, SERVICE_ERRORS } from '../../platform/openapi/error-responses.js';
import { AdminDelete, IdParamPipe } from '../../platform/params/id-param.pipe.js';
import { TOTAL_COUNT_HEADER, countedList } from '../../platform/params/total-count.js';
import { RateLimit } from '../../platform/security/rate-limits.js';

const patterns = MESSAGING_PATTERNS.contacts;

/** The contact form's messages: anyone may send one, only the admin reads and deletes them. */
@ApiTags('contacts')
@Controller('contacts')
export class ContactsHttpController {
  constructor(private readonly clients: ServiceClients) {}

  @Post()
  @ApiOperation({ summary: 'Send a message to the shop (public, rate-limited per client); the shop admin is e-mailed' })
  @ApiIdempotencyKey()
  @ApiCreatedResponse({ type: ContactMessage, description: 'The message as stored' })
  @ApiErrors(400, 422, 429, ...SERVICE_ERRORS)
  @RateLimit('contact')
  create(@Body() fields: ContactFieldsDto, @IdempotencyKey() idempotencyKey?: string): Promise<ContactMessage> {
    return this.clients.send('messaging', patterns.create, { fields, ...(idempotencyKey && { idempotencyKey }) });
  }

  @Get()
  @RequireRole('admin')
  @ApiOperation({
    summary: `Contact messages, newest first (admin): all of them, or with page (and size, default 25) one page. ${TOTAL_COUNT_HEADER} says how many there are in all`,
  })
  @ApiAnswers(countedList(ContactMessage, 'Contact messages in all'), 400, ...SERVICE_ERRORS)
  async list(@Query() query: PageQueryDto, @Res({ passthrough: true }) response: Response): Promise<ContactMessage[]> {
    const { items, total } = await this.clients.send<ListPage<ContactMessage>>('messaging', patterns.list, query);
    response.setHeader(TOTAL_COUNT_HEADER, String(total));
    return items;
  }

  @Post('seen')
  @RequireRole('admin')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The admin's Messages page has shown every message up to upTo (the newest one's createdAt): " +
      'the dashboard counts only later ones as unread. The mark never moves back, nor past now',
  })
  @ApiAnswers({ type: MessagingDashboard }, 400, ...SERVICE_ERRORS)
  markSeen(@Body() { upTo }: MarkContactsSeenDto): Promise<MessagingDashboard> {
    return this.clients.send('messaging', patterns.markSeen, { upTo });
  }

  @AdminDelete('Delete one contact message (admin)')
  delete(@Param('id', IdParamPipe) id: string): Promise<{ deleted: true }> {
    return this.clients.send('messaging', patterns.delete, { id });
  }
}
