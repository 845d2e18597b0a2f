import { Inject, Injectable } from '@nestjs/common';
import {
  MESSAGING_EVENTS,
  pageWindow,
  type ContactFieldsDto,
  type ContactMessage,
  type ContactReceivedEvent,
  type ListPage,
  type PageQueryDto,
} from '@flowershop/common/contracts';
import { ServiceError } from '@flowershop/common/errors';
import { EventOutbox } from '@flowershop/common/events';
import {
  DOCUMENT_STORE,
  insertOnce,
  keyedFields,
  type Collection,
  type DocumentStore,
  type KeyedDocument,
} from '@flowershop/common/persistence';

/** The messaging service's own collection of contact messages. */
export const CONTACTS = 'contacts';

/** A page of the admin's Messages table when the size is not given. */
export const MESSAGES_PAGE_SIZE = 25;

/** Only the message's own fields: the stored document may carry bookkeeping (e.g. its outbox). */
function toMessage(record: ContactRecord): ContactMessage {
  const { _id, name, email, phone, subject, message, createdAt } = record;
  return { _id, name, email, phone, subject, message, createdAt };
}

type ContactRecord = ContactMessage & KeyedDocument;

/** Contact messages: stored with their `messaging.contact.received` event, read and deleted by the admin. */
@Injectable()
export class ContactInbox {
  private readonly contacts: Collection<ContactRecord>;

  constructor(
    @Inject(DOCUMENT_STORE) store: DocumentStore,
    private readonly outbox: EventOutbox,
  ) {
    this.contacts = store.collection<ContactRecord>(CONTACTS);
  }

  async receive(fields: ContactFieldsDto, idempotencyKey?: string): Promise<ContactMessage> {
    const sent = {
      name: fields.name,
      email: fields.email,
      phone: fields.phone ?? '',
      subject: fields.subject ?? '',
      message: fields.message,
    };
    // The same key always lands on the same document: a retried send is stored once, also across restarts.
    const record: ContactRecord = {
      ...keyedFields('contact', idempotencyKey, sent),
      ...sent,
      createdAt: new Date().toISOString(),
    };
    const event: { type: string; payload: ContactReceivedEvent } = {
      type: MESSAGING_EVENTS.contactReceived,
      payload: toMessage(record),
    };
    return toMessage(await insertOnce(this.contacts, record, (doc) => this.outbox.insert(CONTACTS, doc, [event])));
  }

  /** Newest first (the id breaks ties, so pages never overlap): every message, or the page asked for. */
  async list(query: PageQueryDto): Promise<ListPage<ContactMessage>> {
    const [records, total] = await Promise.all([
      this.contacts.find({}, { sort: { createdAt: -1, _id: -1 }, ...pageWindow(query, MESSAGES_PAGE_SIZE) }),
      this.contacts.count({}),
    ]);
    return { items: records.map(toMessage), total };
  }

  async delete(id: string): Promise<{ deleted: true }> {
    if (!(await this.contacts.deleteById(id))) throw ServiceError.notFound('MESSAGING', 'Message not found');
    return { deleted: true };
  }
}
