import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { SecretSeal, secretSealFor } from '@flowershop/common/config';
import { MAIL_SENDER, NodemailerMailSender } from '@flowershop/common/mail';
import { MessagingConfig } from '../config/messaging.config.js';
import { MailAttachments } from './mail-attachments.js';
import { MailDeliveryHealth } from './mail-delivery-health.js';
import { MailQueue } from './mail-queue.js';
import { MailRenderer } from './mail-renderer.js';
import { MailWorker } from './mail-worker.js';

@Module({
  providers: [
    { provide: MailRenderer, useFactory: () => new MailRenderer() },
    {
      provide: MAIL_SENDER,
      inject: [MessagingConfig],
      useFactory: (config: MessagingConfig) =>
        new NodemailerMailSender({
          smtpUrl: config.SMTP_URL,
          outboxDir: join(config.DATA_DIR, 'outbox'),
          from: config.MAIL_FROM,
          timeoutMs: config.MAIL_SEND_TIMEOUT_MS,
        }),
    },
    {
      provide: SecretSeal,
      inject: [MessagingConfig],
      useFactory: (config: MessagingConfig) => secretSealFor(config, 'Messaging'),
    },
    MailQueue,
    MailWorker,
    MailAttachments,
    MailDeliveryHealth,
  ],
  exports: [MailQueue, MailDeliveryHealth, SecretSeal],
})
export class MailModule {}
