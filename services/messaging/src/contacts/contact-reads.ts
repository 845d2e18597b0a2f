import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ContactMessage, MessagingDashboard } from '@flowershop/common/contracts';
import { DOCUMENT_STORE, DuplicateKeyError, type Collection, type DocumentStore } from '@flowershop/common/persistence';
import { CONTACTS } from './contact-inbox.js';

/** The messaging service's record of how far the admin has read: one document for the shop. */
export const CONTACT_READS = 'contact_reads';
const SHOP = 'admin';

interface ReadMark {
  _id: string;
  /** createdAt of the newest message the admin's Messages page has shown. */
  seenUpTo: string;
}

/**
 * Unread contact messages without a flag on each: a message is unread when it arrived after the
 * newest one the admin has seen on the Messages page (the page lists them all, so opening it
 * reads them). One indexed count; the mark only ever moves forward.
 */
@Injectable()
export class ContactReads implements OnModuleInit {
  private readonly contacts: Collection<ContactMessage>;
  private readonly marks: Collection<ReadMark>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.contacts = store.collection<ContactMessage>(CONTACTS);
    this.marks = store.collection<ReadMark>(CONTACT_READS);
  }

  async onModuleInit(): Promise<void> {
    await this.contacts.ensureIndex('createdAt');
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
