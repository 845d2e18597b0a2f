import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TurnBatcher } from './rpc-batch.js';

describe('TurnBatcher', () => {
  it('hands over one turn’s items at its end, one call per group, in slices of at most the limit', async () => {
    const sent: Array<[string, number[]]> = [];
    const batcher = new TurnBatcher<string, number>((group, items) => sent.push([group, items]), 3);
    for (let item = 1; item <= 5; item += 1) batcher.add('a', 'group a', item);
    batcher.add('b', 'group b', 10);
    assert.deepEqual(sent, [], 'nothing before the turn ends');
    await batcher.flushed();
    assert.deepEqual(sent, [
      ['group a', [1, 2, 3]],
      ['group a', [4, 5]],
      ['group b', [10]],
    ]);
  });

  it('starts afresh each turn, and flushed() waits for what was added before it', async () => {
    const sent: number[][] = [];
    const batcher = new TurnBatcher<null, number>((_group, items) => sent.push(items));
    batcher.add('k', null, 1);
    await new Promise((done) => setImmediate(done));
    batcher.add('k', null, 2);
    const flushed = batcher.flushed();
    assert.deepEqual(sent, [[1]]);
    await flushed;
    assert.deepEqual(sent, [[1], [2]]);
    await batcher.flushed(); // nothing queued: resolves all the same
  });
});
