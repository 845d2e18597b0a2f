import { DuplicateKeyError, type DocumentStore, type StoredDocument } from '../persistence/document-store.js';

export const EVENT_SUBSCRIPTIONS = 'event_subscriptions';

interface Subscription extends StoredDocument {
  /** The events of this service the subscriber (`_id`) takes. */
  events: string[];
}

/**
 * Over TCP (no broker to bind queues): which services take which of this service's events, as
 * each said when it started. Kept in the publisher's store, like a durable queue's bindings, so an
 * event written while its subscriber is down (or before this service restarted) waits for it.
 */
export class EventSubscriptions {
  private readonly bySubscriber = new Map<string, readonly string[]>();

  constructor(private readonly store: DocumentStore) {}

  async load(): Promise<void> {
    for (const { _id, events } of await this.collection().find()) this.bySubscriber.set(_id, events);
  }

  /** Records (or replaces) what `subscriber` takes. */
  async subscribe(subscriber: string, events: string[]): Promise<void> {
    const collection = this.collection();
    const replace = () => collection.updateOne({ _id: subscriber }, { $set: { events } });
    if (!(await replace())) {
      await collection.insert({ _id: subscriber, events }).catch(async (error: unknown) => {
        if (!(error instanceof DuplicateKeyError)) throw error;
        await replace(); // recorded meanwhile by a concurrent call
      });
    }
    this.bySubscriber.set(subscriber, events);
  }

  subscribers(event: string): string[] {
    return [...this.bySubscriber].filter(([, events]) => events.includes(event)).map(([subscriber]) => subscriber);
  }

  private collection() {
    return this.store.collection<Subscription>(EVENT_SUBSCRIPTIONS);
  }
}
