import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { Logger, ServiceUnavailableException, type ArgumentsHost, type LoggerService } from '@nestjs/common';
import { ServiceCallError } from '@flowershop/common/transport';
import { HealthCheckFailed } from '../health/health-transitions.js';
import { HttpErrorFilter } from './http-error.filter.js';

/** What the filter logged, as `level: message`. */
let logged: string[];

beforeEach(() => {
  logged = [];
  const capture = (level: string) => (message: unknown) => void logged.push(`${level}: ${String(message)}`);
  const logger: LoggerService = { log: capture('log'), error: capture('error'), warn: capture('warn') };
  Logger.overrideLogger(logger);
});

afterEach(() => Logger.overrideLogger(false));

/** Runs the filter on `exception`; resolves to the status and body it answered. */
function answer(exception: unknown): { status?: number; body?: unknown; headers?: Record<string, string> } {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const response = {
    headersSent: false,
    setHeader: (name: string, value: string) => void (sent.headers[name.toLowerCase()] = value),
    status(status: number) {
      sent.status = status;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new HttpErrorFilter().catch(exception, host);
  return sent;
}

test('a service outage is answered with its status and noted in one warning line', () => {
  const sent = answer(
    new ServiceUnavailableException({ code: 'GATEWAY.UNAVAILABLE', message: 'orders is not answering' }),
  );
  assert.deepEqual(sent, {
    status: 503,
    body: { statusCode: 503, code: 'GATEWAY.UNAVAILABLE', message: 'orders is not answering' },
    // Whatever caching the route asked for (GET /api/opening-hours: public, a minute), never for an error.
    headers: { 'cache-control': 'no-store' },
  });
  assert.deepEqual(logged, ['warn: 503 GATEWAY.UNAVAILABLE: orders is not answering']);
});

test('an error its thrower logged already (a failed health check) is answered without a line of its own', () => {
  const sent = answer(new HealthCheckFailed({ code: 'GATEWAY.UNHEALTHY', message: 'not ready: catalog' }));
  assert.equal(sent.status, 503);
  assert.deepEqual(logged, []);
});

test("a service's internal error is one line: the service logged its cause, the gateway's stack says nothing", () => {
  const sent = answer(new ServiceCallError('ORDERS.INTERNAL', 'Internal error', 500));
  assert.equal(sent.status, 500);
  assert.deepEqual(sent.body, { statusCode: 500, code: 'ORDERS.INTERNAL', message: 'Internal error' });
  assert.deepEqual(logged, ['error: 500 ORDERS.INTERNAL: Internal error']);
});

test("the gateway's own bug keeps its stack", () => {
  answer(new TypeError('boom'));
  assert.equal(logged.length, 1);
  assert.match(logged[0]!, /^error: TypeError: boom\n\s+at /);
});
