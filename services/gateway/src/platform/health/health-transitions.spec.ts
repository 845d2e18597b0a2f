import assert from 'node:assert/strict';
import { it } from 'node:test';
import { HealthTransitions } from './health-transitions.js';

it('says what is down once, again only when that changes, and once when everything is up again', () => {
  const transitions = new HealthTransitions();
  assert.equal(transitions.next([]), undefined, 'healthy from the start: nothing to say');
  assert.equal(transitions.next(['catalog']), 'down: catalog');
  for (let poll = 0; poll < 30; poll += 1) assert.equal(transitions.next(['catalog']), undefined);
  assert.equal(transitions.next(['orders', 'catalog']), 'down: catalog, orders');
  assert.equal(transitions.next(['catalog', 'orders']), undefined, 'the same services in another order');
  assert.equal(transitions.next([]), 'everything is up again');
  assert.equal(transitions.next([]), undefined);
});

it('says why each is down: a service that answers may still be down, and the line must say so', () => {
  const transitions = new HealthTransitions();
  const stalled = (attempts: number) =>
    `messaging (Mail: nothing sent since 2026-11-28T09:49:53.515Z (${attempts} failed attempts; last: connect ECONNREFUSED 127.0.0.1:25))`;
  assert.equal(
    transitions.next(['messaging', 'catalog'], [stalled(4), 'catalog (The catalog service did not answer in time)']),
    `down: catalog (The catalog service did not answer in time), ${stalled(4)}`,
  );
  assert.equal(
    transitions.next(['messaging', 'catalog'], [stalled(9), 'catalog (…)']),
    undefined,
    'same names: no line',
  );
});
