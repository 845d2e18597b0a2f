export const MESSAGING_PATTERNS = {
  health: 'messaging.health.ping',
  contacts: {
    /** CreateContactDto → ContactMessage: stores a message from the contact form. */
    create: 'messaging.contact.create',
    /** {} → ContactMessage[], newest first. */
    list: 'messaging.contact.list',
    /** ContactIdDto → { deleted: true }; 404 for an unknown id. */
    delete: 'messaging.contact.delete',
  },
} as const;

export const MESSAGING_EVENTS = {
  /** A contact message was stored. Payload: ContactReceivedEvent (the message as stored). */
  contactReceived: 'messaging.contact.received',
} as const;
