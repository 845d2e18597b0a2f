import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { untilDone } from './until-done.js';

describe('untilDone', () => {
  it('tries again after each failure, pausing as listed (the last pause repeats), until the task succeeds', async () => {
    let calls = 0;
    const told: [string, number, number][] = [];
    const result = await untilDone(
      async () => {
        if (++calls < 4) throw new Error(`failure ${calls}`);
        return 'done';
      },
      (error, attempt, delay) => told.push([(error as Error).message, attempt, delay]),
      [1, 5],
    );
    assert.equal(result, 'done');
    assert.deepEqual(told, [
      ['failure 1', 1, 1],
      ['failure 2', 2, 5],
      ['failure 3', 3, 5],
    ]);
  });
});
