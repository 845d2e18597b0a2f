import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  MESSAGING_EVENTS,
  pageWindow,
  type ContactFieldsDto,
  type ContactMessage,
  type ContactReceivedEvent,
  type ListPage,
  type MessagingDashboard,
  type PageQueryDto,
} from '@flowershop/common/contracts';
import { ServiceError } from '@flowershop/common/errors';
import { EventOutbox } from '@flowershop/common/events';
import {
  DOCUMENT_STORE,
  DuplicateKeyError,
  insertOnce,
  keyedFields,
  type Collection,
  type DocumentStore,
  type KeyedDocument,
} from '@flowershop/common/persistence';

const CONTACTS = 'contacts';
/** How far the admin has read: one document for the shop. */
const CONTACT_READS = 'contact_reads';
const SHOP = 'admin';

/** The admin's Messages table, when the page size is not given. */
const MESSAGES_PAGE_SIZE = 25;

type ContactRecord = ContactMessage & KeyedDocument;

interface ReadMark {
  _id: string;
  /** createdAt of the newest message the admin's Messages page has shown. */
  seenUpTo: string;
}

/** Only the message's own fields: the stored document may carry bookkeeping (e.g. its outbox). */
function toMessage(record: ContactRecord): ContactMessage {
  const { _id, name, email, phone, subject, message, createdAt } = record;
  return { _id, name, email, phone, subject, message, createdAt };
}

/**
 * Contact messages, stored with their `messaging.contact.received` event (one write), read and deleted
 * by the admin. Unread without a flag on each: a message is unread when it arrived after the newest one
 * the admin's Messages page has shown (the page lists them all, so opening it reads them).
 */
@Injectable()
export class ContactInbox implements OnModuleInit {
  private readonly contacts: Collection<ContactRecord>;
  private readonly marks: Collection<ReadMark>;

  constructor(
    @Inject(DOCUMENT_STORE) store: DocumentStore,
    private readonly outbox: EventOutbox,
  ) {
    this.contacts = store.collection<ContactRecord>(CONTACTS);
    this.marks = store.collection<ReadMark>(CONTACT_READS);
  }

  async onModuleInit(): Promise<void> {
    await this.contacts.ensureIndex('createdAt');
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
    const payload: ContactReceivedEvent = toMessage(record);
    const event = { type: MESSAGING_EVENTS.contactReceived, payload };
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

  /** The admin has seen every message up to `upTo` (never later than now: a future mark would hide new mail). */
  async markSeen(upTo: string): Promise<MessagingDashboard> {
    const seenUpTo = new Date(Math.min(Date.parse(upTo), Date.now())).toISOString();
    // Only forward: a page opened earlier that reports later does not make read messages unread.
    const moveForward = () => this.marks.updateOne({ _id: SHOP, seenUpTo: { $lt: seenUpTo } }, { $set: { seenUpTo } });
    if (!(await moveForward()) && !(await this.marks.findById(SHOP))) {
      try {
        await this.marks.insert({ _id: SHOP, seenUpTo });
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        await moveForward(); // another page's first mark landed first
      }
    }
    return await this.dashboard();
  }

  async dashboard(): Promise<MessagingDashboard> {
    const mark = await this.marks.findById(SHOP);
    const unread = await this.contacts.count(mark ? { createdAt: { $gt: mark.seenUpTo } } : {});
    return { messages: { unread, seenUpTo: mark?.seenUpTo ?? null } };
  }
}
