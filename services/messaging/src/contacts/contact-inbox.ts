import { createHash } from 'node:crypto';
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
  DuplicateKeyError,
  newId,
  type Collection,
  type DocumentStore,
} from '@flowershop/common/persistence';

/** The messaging service's own collection of contact messages. */
export const CONTACTS = 'contacts';

const SENT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
/** A page of the admin's Messages table when the size is not given. */
export const MESSAGES_PAGE_SIZE = 25;

/**
 * The id a message sent with this Idempotency-Key gets: the same key always lands on the same
 * document, so the unique `_id` turns a retried send into a no-op (also across restarts).
 */
export function contactIdFor(idempotencyKey: string): string {
  return createHash('sha256').update(`contact:${idempotencyKey}`).digest('hex').slice(0, 24);
}

/** Only the message's own fields: the stored document may carry bookkeeping (e.g. its outbox). */
function toMessage(record: ContactMessage): ContactMessage {
  const { _id, name, email, phone, subject, message, createdAt } = record;
  return { _id, name, email, phone, subject, message, createdAt };
}

/** Contact messages: stored with their `messaging.contact.received` event, read and deleted by the admin. */
@Injectable()
export class ContactInbox {
  private readonly contacts: Collection<ContactMessage>;

  constructor(
    @Inject(DOCUMENT_STORE) store: DocumentStore,
    private readonly outbox: EventOutbox,
  ) {
    this.contacts = store.collection<ContactMessage>(CONTACTS);
  }

  async receive(fields: ContactFieldsDto, idempotencyKey?: string): Promise<ContactMessage> {
    const message: ContactMessage = {
      _id: idempotencyKey ? contactIdFor(idempotencyKey) : newId(),
      name: fields.name,
      email: fields.email,
      phone: fields.phone ?? '',
      subject: fields.subject ?? '',
      message: fields.message,
      createdAt: new Date().toISOString(),
    };
    const event: { type: string; payload: ContactReceivedEvent } = {
      type: MESSAGING_EVENTS.contactReceived,
      payload: message,
    };
    try {
      return toMessage(await this.outbox.insert(CONTACTS, message, [event]));
    } catch (error) {
      if (!(error instanceof DuplicateKeyError) || !idempotencyKey) throw error;
      return await this.earlierSend(message);
    }
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

  /** The message a send with the same key stored: answered again if it is the same message. */
  private async earlierSend(message: ContactMessage): Promise<ContactMessage> {
    const earlier = await this.contacts.findById(message._id);
    if (!earlier) throw new ServiceError('MESSAGING.IDEMPOTENCY_BUSY', 'This message is being stored; try again', 409);
    if (SENT_FIELDS.some((field) => earlier[field] !== message[field])) {
      throw new ServiceError(
        'MESSAGING.IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different message; send a new key with each new message',
        422,
      );
    }
    return toMessage(earlier);
  }
}
