import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { captureNestLogs, type CapturedLogLine } from '../testing/capture-logs.js';
import type { ObjectStore, StoredObject, StoredObjectInfo } from './object-store.js';
import {
  OrphanObjectSweep,
  SweepReferencesUnknownError,
  type OrphanObjectSweepOptions,
} from './orphan-object-sweep.js';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const GRACE_MS = 60_000;
const OLD = new Date(NOW - GRACE_MS - 1);
const FRESH = new Date(NOW - GRACE_MS + 1000);

/** An in-memory bucket that records what was asked of it, in order. */
class MemoryStore implements ObjectStore {
  readonly objects = new Map<string, Date>();
  readonly calls: string[] = [];
  /** Runs between two listed objects (a write landing while the bucket is listed). */
  duringList?: () => void;
  /** Makes each listing wait, so overlapping passes can be seen. */
  listDelayMs = 0;

  add(key: string, lastModified: Date): void {
    this.objects.set(key, lastModified);
  }
  async put(key: string): Promise<void> {
    this.objects.set(key, new Date(NOW));
  }
  async get(): Promise<StoredObject | null> {
    return { body: Readable.from([]), contentType: 'image/webp', size: 0 };
  }
  async exists(key: string): Promise<boolean> {
    return this.objects.has(key);
  }
  async remove(keys: string[]): Promise<void> {
    this.calls.push(`remove:${keys.join(',')}`);
    for (const key of keys) this.objects.delete(key);
  }
  async *list(): AsyncIterable<StoredObjectInfo> {
    this.calls.push('list:start');
    if (this.listDelayMs) await sleep(this.listDelayMs);
    let first = true;
    for (const [key, lastModified] of [...this.objects]) {
      if (!first) this.duringList?.();
      first = false;
      yield { key, lastModified };
    }
    this.calls.push('list:end');
  }
}

const isCandidate = (key: string) => key.startsWith('custom-');

describe('OrphanObjectSweep', () => {
  let store: MemoryStore;
  let inUse: Set<string>;
  let logs: CapturedLogLine[];
  const sweepWith = (options: Partial<OrphanObjectSweepOptions> = {}) =>
    new OrphanObjectSweep({
      name: 'TestSweep',
      describeRemoved: 'picture(s) nothing refers to',
      store,
      isCandidate,
      graceMs: GRACE_MS,
      keysInUse: async () => {
        store.calls.push('keysInUse');
        return inUse;
      },
      now: () => NOW,
      ...options,
    });

  beforeEach(() => {
    store = new MemoryStore();
    inUse = new Set();
    logs = captureNestLogs();
  });
  afterEach(() => Logger.overrideLogger(false));

  it('removes only old candidates nothing refers to, and logs what it removed', async () => {
    store.add('custom-orphan.webp', OLD);
    store.add('custom-used.webp', OLD);
    store.add('custom-fresh.webp', FRESH);
    store.add('product-old.webp', OLD);
    inUse = new Set(['custom-used.webp']);
    const report = await sweepWith().sweep();
    assert.deepEqual(report.removed, ['custom-orphan.webp']);
    assert.deepEqual([...store.objects.keys()].sort(), ['custom-fresh.webp', 'custom-used.webp', 'product-old.webp']);
    assert.deepEqual(logs, [
      { level: 'log', message: 'Removed 1 picture(s) nothing refers to: custom-orphan.webp', context: 'TestSweep' },
    ]);
  });

  it('an object exactly at the grace period is kept; a millisecond older goes', async () => {
    store.add('custom-edge.webp', new Date(NOW - GRACE_MS));
    store.add('custom-past.webp', new Date(NOW - GRACE_MS - 1));
    assert.deepEqual((await sweepWith().sweep()).removed, ['custom-past.webp']);
  });

  it('reads the keys in use after the listing: a reference stored while listing keeps its object', async () => {
    store.add('custom-a.webp', OLD);
    store.add('custom-b.webp', OLD);
    // While the bucket is listed, a request referring to custom-a lands.
    store.duringList = () => inUse.add('custom-a.webp');
    const report = await sweepWith().sweep();
    assert.deepEqual(store.calls, ['list:start', 'list:end', 'keysInUse', 'remove:custom-b.webp']);
    assert.deepEqual(report.removed, ['custom-b.webp']);
    assert.equal(await store.exists('custom-a.webp'), true);
  });

  it('removes nothing when the keys in use cannot be read, and says so', async () => {
    store.add('custom-orphan.webp', OLD);
    let afterPass = 0;
    const sweep = sweepWith({
      keysInUse: () => Promise.reject(new Error('The orders service did not answer in time')),
      afterPass: () => void afterPass++,
    });
    await assert.rejects(sweep.sweep(), (error: unknown) => {
      assert.ok(error instanceof SweepReferencesUnknownError);
      assert.match(error.message, /nothing removed: The orders service did not answer in time/);
      return true;
    });
    assert.equal(await store.exists('custom-orphan.webp'), true);
    assert.ok(!store.calls.some((call) => call.startsWith('remove')), 'the store was asked to remove nothing');
    assert.equal(afterPass, 0);
    assert.equal(sweep.lastSweep, undefined, 'a failed pass is no finished sweep');
  });

  it('does not ask for the keys in use when no candidate is old enough, and still runs afterPass', async () => {
    store.add('custom-fresh.webp', FRESH);
    store.add('other-old.webp', OLD);
    const seen: string[][] = [];
    const report = await sweepWith({ afterPass: (removed) => void seen.push(removed) }).sweep();
    assert.deepEqual(report.removed, []);
    assert.deepEqual(store.calls, ['list:start', 'list:end']);
    assert.deepEqual(seen, [[]]);
    assert.deepEqual(logs, [], 'nothing removed, nothing logged');
  });

  it('passes the removed keys to afterPass once they are gone', async () => {
    store.add('custom-x.webp', OLD);
    const seen: { removed: string[]; stillThere: boolean }[] = [];
    await sweepWith({
      afterPass: async (removed) => void seen.push({ removed, stillThere: await store.exists('custom-x.webp') }),
    }).sweep();
    assert.deepEqual(seen, [{ removed: ['custom-x.webp'], stillThere: false }]);
  });

  it('a call while a pass runs shares that pass; the next call starts a new one', async () => {
    store.add('custom-orphan.webp', OLD);
    store.listDelayMs = 50;
    const sweep = sweepWith();
    const first = sweep.sweep();
    const second = sweep.sweep();
    assert.equal(second, first);
    const report = await first;
    assert.equal(await second, report);
    assert.equal(store.calls.filter((call) => call === 'list:start').length, 1);
    assert.equal(sweep.lastSweep, report);
    const third = await sweep.sweep();
    assert.notEqual(third, report);
    assert.deepEqual(third.removed, []);
    assert.equal(store.calls.filter((call) => call === 'list:start').length, 2);
  });

  it('a failed pass does not stick: the next call tries again', async () => {
    store.add('custom-orphan.webp', OLD);
    let answers = 0;
    const sweep = sweepWith({
      keysInUse: async () => {
        if (answers++ === 0) throw new Error('no answer');
        return [];
      },
    });
    await assert.rejects(sweep.sweep(), SweepReferencesUnknownError);
    assert.deepEqual((await sweep.sweep()).removed, ['custom-orphan.webp']);
  });

  it('start(): a pass slower than the interval is not joined by later ticks, so each failed pass warns once', async () => {
    store.add('custom-orphan.webp', OLD);
    let asked = 0;
    const sweep = sweepWith({
      keysInUse: async () => {
        asked++;
        await sleep(150);
        throw new Error('no answer');
      },
    });
    sweep.start(10); // about 35 ticks while it runs
    await sleep(350);
    sweep.stop();
    await sleep(200); // the pass still running fails and warns
    assert.ok(asked >= 1 && asked <= 3, `${asked} passes`);
    assert.equal(logs.filter((line) => line.level === 'warn').length, asked, 'one warning per failed pass');
  });

  it('start() sweeps on an unref’d timer and logs a failed pass as a warning; 0 never sweeps; stop() ends it', async () => {
    store.add('custom-orphan.webp', OLD);
    let fail = true;
    const sweep = sweepWith({
      keysInUse: async () => {
        if (fail) throw new Error('no answer');
        return [];
      },
    });
    sweep.start(20);
    const timer = (sweep as unknown as { timer: NodeJS.Timeout }).timer;
    assert.equal(timer.hasRef(), false, 'the timer does not keep the process alive');
    while (!logs.some((line) => line.level === 'warn')) await sleep(5);
    assert.deepEqual(
      logs.find((line) => line.level === 'warn'),
      {
        level: 'warn',
        message: 'Sweep failed: the keys in use could not be read, nothing removed: no answer',
        context: 'TestSweep',
      },
    );
    assert.equal(await store.exists('custom-orphan.webp'), true);
    fail = false;
    while (!sweep.lastSweep) await sleep(5);
    assert.deepEqual(sweep.lastSweep.removed, ['custom-orphan.webp']);
    sweep.stop();
    const passes = store.calls.filter((call) => call === 'list:start').length;
    await sleep(80);
    assert.equal(store.calls.filter((call) => call === 'list:start').length, passes, 'no pass after stop()');

    const off = sweepWith();
    off.start(0);
    await sleep(50);
    assert.equal(store.calls.filter((call) => call === 'list:start').length, passes, 'interval 0: no pass');
    off.stop();
  });
});
