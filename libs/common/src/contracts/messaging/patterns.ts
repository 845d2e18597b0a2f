export const MESSAGING_PATTERNS = {
  health: 'messaging.health.ping',
  contacts: {
    /** CreateContactDto → ContactMessage: stores a message from the contact form. */
    create: 'messaging.contact.create',
    /** {} → ContactMessage[], newest first. */
    list: 'messaging.contact.list',
    /** ContactIdDto → { deleted: true }; 404 for an unknown id. */
    delete: 'messaging.contact.delete',
    /** MarkContactsSeenDto → MessagingDashboard: the admin has seen every message up to `upTo`. */
    markSeen: 'messaging.contact.mark-seen',
  },
  stats: {
    /** {} → MessagingDashboard: the unread contact messages. */
    dashboard: 'messaging.stats.dashboard',
  },
} as const;

export const MESSAGING_EVENTS = {
  /** A contact message was stored. Payload: ContactReceivedEvent (the message as stored). */
  contactReceived: 'messaging.contact.received',
} as const;
