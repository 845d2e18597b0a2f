import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loggedPath } from './logged-path.js';

const TOKEN = 'eyJvIjoiNjc0YTEiLCJlIjoxOTk5OTk5OTk5fQ4lJ9Yk2c7Qd0hN1Ww8xZr3VbFsTgUaPmEiOyKj5Ho';

test('an order-status key is <token> in the log whatever the path around it (routed or 404)', () => {
  const cases: Record<string, string> = {
    [`/api/order-status/${TOKEN}`]: '/api/order-status/<token>',
    [`/api//order-status/${TOKEN}`]: '/api//order-status/<token>',
    [`/api/order-status//${TOKEN}`]: '/api/order-status/<token>',
    [`/api/ORDER-STATUS/${TOKEN}`]: '/api/order-status/<token>',
    [`/api/order%2Dstatus/${TOKEN}`]: '/api/order-status/<token>',
    [`/api/order-status%2F${TOKEN}`]: '/api/order-status/<token>',
    [`/api/v2/order-status/${TOKEN}/extra`]: '/api/v2/order-status/<token>',
    [`/api/order-status/${TOKEN}?from=mail`]: '/api/order-status/<token>',
  };
  for (const [url, logged] of Object.entries(cases)) {
    assert.equal(loggedPath(url), logged, url);
    assert.ok(!loggedPath(url).includes(TOKEN.slice(0, 12)), url);
  }
});

test('other paths are logged as they came, without the query string', () => {
  assert.equal(loggedPath('/api/orders/abc?token=secret'), '/api/orders/abc');
  assert.equal(loggedPath('/api/order-status/'), '/api/order-status/');
  assert.equal(loggedPath('/api/bad%E0%A4%A'), '/api/bad%E0%A4%A');
});
