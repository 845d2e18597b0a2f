import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DOCUMENT_STORE, DuplicateKeyError, type Collection, type DocumentStore } from '@flowershop/common/persistence';

interface CustomerRecord {
  _id: string;
  email: string;
  createdAt: string;
  lastSignInAt: string;
}

/** Customers exist once they first sign in with a code; the e-mail (lower case) is unique. */
@Injectable()
export class CustomerService implements OnModuleInit {
  private readonly customers: Collection<CustomerRecord>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.customers = store.collection<CustomerRecord>('customers');
  }

  async onModuleInit(): Promise<void> {
    await this.customers.ensureIndex('email', { unique: true });
  }

  async signedIn(email: string): Promise<CustomerRecord> {
    const now = new Date().toISOString();
    const existing = await this.customers.updateOne({ email }, { $set: { lastSignInAt: now } });
    if (existing) return existing;
    try {
      return await this.customers.insert({ email, createdAt: now, lastSignInAt: now });
    } catch (error) {
      // Two first sign-ins at once: the other one created it.
      if (!(error instanceof DuplicateKeyError)) throw error;
      const created = await this.customers.findOne({ email });
      if (!created) throw error;
      return created;
    }
  }
}
