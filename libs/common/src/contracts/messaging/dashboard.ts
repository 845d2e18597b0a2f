import { IsISO8601 } from 'class-validator';

/**
 * `POST /api/contacts/seen` body and payload of `messaging.contact.mark-seen`: the newest
 * message the admin's Messages page showed. Messages up to it are read; later ones are not.
 */
export class MarkContactsSeenDto {
  @IsISO8601({ strict: true }, { message: 'upTo must be a date and time, like 2026-03-02T10:00:00.000Z' })
  upTo: string;
}

/**
 * Answer of `messaging.stats.dashboard` (and of mark-seen): unread = contact messages received
 * after the newest one the admin has seen on the Messages page (all of them before the first visit).
 */
export interface MessagingDashboard {
  messages: { unread: number; seenUpTo: string | null };
}
