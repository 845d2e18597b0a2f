import type { MessagingDashboard, UnreadMessages } from './messaging/dashboard.js';
import { OrdersDashboard } from './orders/dashboard.js';

// Answers of the gateway itself (not of one service), described from these declarations too (ADR 0016).

/** Every error answer of the gateway (DESIGN §3). */
export class ErrorBody {
  /** The HTTP status, repeated. @example 400 */
  statusCode: number;
  /** Stable machine-readable code. @example 'GATEWAY.VALIDATION' */
  code: string;
  /** Says what is wrong. @example 'price must be a positive number' */
  message: string;
  /** Extra facts, e.g. which services a failed health check found down. */
  details?: unknown;
}

export class Ok {
  ok: true;
}

export class Deleted {
  deleted: true;
}

/** One entry per service: up, or down with a message. */
export class HealthResult {
  status: 'ok' | 'error' | 'shutting_down';
  info?: Record<string, unknown>;
  error?: Record<string, unknown>;
  details: Record<string, unknown>;
}

/** The admin dashboard's figures, computed by the services that own the data (orders, messaging). */
export class AdminDashboard extends OrdersDashboard implements MessagingDashboard {
  messages: UnreadMessages;
}
