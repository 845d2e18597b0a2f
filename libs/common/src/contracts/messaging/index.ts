export const MESSAGING_PATTERNS = {
  health: 'messaging.health.ping',
} as const;

export const MESSAGING_EVENTS = {
  contactReceived: 'messaging.contact.received',
} as const;
