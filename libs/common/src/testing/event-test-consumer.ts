/**
 * A test consumer run as its own process, so a test can kill it mid-handler (SIGKILL, no ack).
 * Env: the usual service variables plus EVENT_TEST_SERVICE, EVENT_TEST_EVENTS (comma-separated)
 * and EVENT_TEST_HANG=1 to hang after the handler's effect, before the event is acknowledged.
 * Prints `HANDLED <event id>` for each handler call.
 */
import 'reflect-metadata';
import type { ServiceName } from '../contracts/services.js';
import { startEventTestApp } from './event-test-app.js';

const hang = process.env.EVENT_TEST_HANG === '1';
await startEventTestApp({
  service: process.env.EVENT_TEST_SERVICE as ServiceName,
  env: process.env as Record<string, string>,
  events: (process.env.EVENT_TEST_EVENTS ?? '').split(','),
  behaviour: async (envelope) => {
    process.stdout.write(`HANDLED ${envelope.id}\n`);
    if (hang) await new Promise(() => undefined);
  },
});
process.stdout.write('READY\n');
