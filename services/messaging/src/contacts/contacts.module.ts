import { Module } from '@nestjs/common';
import { ContactInbox } from './contact-inbox.js';
import { ContactsMsController } from './contacts.ms-controller.js';

/** Contact messages; needs the service's DocumentStore and an EventOutbox provider. */
@Module({
  controllers: [ContactsMsController],
  providers: [ContactInbox],
})
export class ContactsModule {}
