import { Module, type DynamicModule } from '@nestjs/common';
import { join } from 'node:path';
import { MAIL_SENDER, NodemailerMailSender } from '@flowershop/common/mail';
import { MessagingConfig } from '../config/messaging.config.js';
import { ContactReceivedMailHandler } from './contact-received-mail.handler.js';
import { CustomOrderMailHandler } from './custom-order-mail.handler.js';
import { MailAttachments } from './mail-attachments.js';
import { MailDeliveryHealth } from './mail-delivery-health.js';
import { MailQueue } from './mail-queue.js';
import { MailRenderer } from './mail-renderer.js';
import { MailWorker } from './mail-worker.js';
import { OrderPlacedMailHandler } from './order-placed-mail.handler.js';
import { OrderStatusMailHandler } from './order-status-mail.handler.js';
import { OrderStatusUrl } from './order-status-url.js';
import { OtpCodeMailHandler } from './otp-code-mail.handler.js';
import { ShopRecipient } from './shop-recipient.js';

/** Handlers of events that cause mail; EventsModule provides them (they need MailQueue from MailModule). */
export const MAIL_EVENT_HANDLERS = [
  ContactReceivedMailHandler,
  OtpCodeMailHandler,
  OrderPlacedMailHandler,
  OrderStatusMailHandler,
  CustomOrderMailHandler,
];

/** E-mail: templates, the durable queue and its worker. */
@Module({})
export class MailModule {
  static forRoot(config: MessagingConfig): DynamicModule {
    return {
      module: MailModule,
      providers: [
        { provide: MailRenderer, useFactory: () => new MailRenderer() },
        {
          provide: MAIL_SENDER,
          useFactory: () =>
            new NodemailerMailSender({
              smtpUrl: config.SMTP_URL,
              outboxDir: join(config.DATA_DIR, 'outbox'),
              from: config.MAIL_FROM,
              timeoutMs: config.MAIL_SEND_TIMEOUT_MS,
            }),
        },
        MailQueue,
        MailWorker,
        MailAttachments,
        MailDeliveryHealth,
        ShopRecipient,
        OrderStatusUrl,
      ],
      exports: [MailQueue, MailDeliveryHealth, ShopRecipient, OrderStatusUrl],
    };
  }
}
