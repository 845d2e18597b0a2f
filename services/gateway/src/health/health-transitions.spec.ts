import assert from 'node:assert/strict';
import { it } from 'node:test';
import { HealthTransitions } from './health-transitions.js';

it('says what is down once, again only when that changes, and once when everything answers again', () => {
  const transitions = new HealthTransitions();
  assert.equal(transitions.next([]), undefined, 'healthy from the start: nothing to say');
  assert.equal(transitions.next(['catalog']), 'not answering: catalog');
  for (let poll = 0; poll < 30; poll += 1) assert.equal(transitions.next(['catalog']), undefined);
  assert.equal(transitions.next(['orders', 'catalog']), 'not answering: catalog, orders');
  assert.equal(transitions.next(['catalog', 'orders']), undefined, 'the same services in another order');
  assert.equal(transitions.next([]), 'everything answers again');
  assert.equal(transitions.next([]), undefined);
});
