import { Module } from '@nestjs/common';
import { ContactInbox } from './contact-inbox.js';
import { ContactReads } from './contact-reads.js';
import { ContactsMsController } from './contacts.ms-controller.js';

/** Contact messages and how far the admin has read them; needs the service's DocumentStore and an EventOutbox provider. */
@Module({
  controllers: [ContactsMsController],
  providers: [ContactInbox, ContactReads],
})
export class ContactsModule {}
