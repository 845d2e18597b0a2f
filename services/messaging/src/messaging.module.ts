import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceConfigModule } from '@flowershop/common/config';
import { SERVICE_HEALTH_CHECK, createHealthController } from '@flowershop/common/health';
import { EventsModule } from '@flowershop/common/events';
import { DocumentStoreModule } from '@flowershop/common/persistence';
import { MessagingConfig } from './config/messaging.config.js';
import { ContactInbox } from './contacts/contact-inbox.js';
import { ContactsMsController } from './contacts/contacts.ms-controller.js';
import { MailDeliveryHealth } from './mail/mail-delivery-health.js';
import { MAIL_EVENT_HANDLERS } from './mail/mail-event-handlers.js';
import { MailModule } from './mail/mail.module.js';

@Module({})
export class MessagingModule {
  static forRoot(config: MessagingConfig): DynamicModule {
    return {
      module: MessagingModule,
      imports: [
        ServiceConfigModule.register(MessagingConfig, config),
        DocumentStoreModule.forService(config, 'messaging'),
        MailModule,
        EventsModule.forService(config, 'messaging', { handlers: MAIL_EVENT_HANDLERS, imports: [MailModule] }),
      ],
      // Health also says when mail has stopped going out.
      providers: [ContactInbox, { provide: SERVICE_HEALTH_CHECK, useExisting: MailDeliveryHealth }],
      controllers: [createHealthController('messaging'), ContactsMsController],
    };
  }
}
