import type { StoredDocument } from '@flowershop/common/persistence';
import type { MailKindName } from './mail-kinds.js';

export const MAILS_COLLECTION = 'mails';

/** pending → sending (claimed until `leaseUntil`) → sent (SMTP took it, or its .eml was written); failed: 5xx, kept. */
export type MailState = 'pending' | 'sending' | 'sent' | 'failed';

/** One mail of the durable queue; `_id` is the caller's idempotency id (e.g. `<event id>:<kind>`). */
export interface MailRecord extends StoredDocument {
  kind: MailKindName;
  to: string;
  /** `inboxKey(to)`, for the kinds capped per address and day (`perRecipientPerDay`): what the cap counts. */
  inbox?: string;
  /** Dropped once sent or failed for good: it may hold a sign-in code, a status link's key or a home address. */
  data?: Record<string, unknown>;
  state: MailState;
  /** 0 for urgent kinds, sent first; mails queued before it existed have none and count as urgent. */
  priority?: number;
  attempts: number;
  createdAt: string;
  /** ISO 8601 times compare as strings in both document stores. */
  nextAttemptAt: string;
  claimedAt?: string;
  /** While `sending`: the claim holds until then, renewed by its worker as the send runs (mail-lease.ts). */
  leaseUntil?: string;
  sentAt?: string;
  /** Recorded once sent or failed: how a person finds it in a mailbox or the SMTP log. */
  messageId?: string;
  lastError?: string;
  /** The id of the request that queued it (X-Request-Id): its send is logged under that id. */
  correlationId?: string;
}
