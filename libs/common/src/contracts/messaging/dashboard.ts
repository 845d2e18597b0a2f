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
 * Contact messages received after the newest one the admin's Messages page has shown (every
 * message before its first visit).
 */
export class UnreadMessages {
  unread: number;
  /** ISO 8601; null until the page was first opened. */
  seenUpTo: string | null;
}

/** Answer of `messaging.stats.dashboard` and of mark-seen (`MessagesSeen` in the API). */
export class MessagingDashboard {
  messages: UnreadMessages;
}
