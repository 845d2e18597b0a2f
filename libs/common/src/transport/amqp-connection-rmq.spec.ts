import 'reflect-metadata';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { ChannelModel } from 'amqplib';
import { TEST_RABBITMQ_URL } from '../testing/rabbitmq.js';
import { waitFor } from '../testing/wait-for.js';
import { acquireAmqpConnection } from './amqp-connection.js';

/**
 * The hand-over batchSocketWrites corks (ADR 17), as amqplib 2.3.1 writes it. A new amqplib that
 * changes it fails here: read its Mux again, then pin the new hash or drop the patch.
 */
const PINNED_SOURCE = {
  _readIncoming: '4542d7af738fe62a',
  _scheduleRead: '15407918d79ee9cf',
};

interface Internals {
  stream: Writable & { _writev?: (...args: unknown[]) => void; _write: (...args: unknown[]) => void };
  muxer: Record<string, unknown>;
}

const sourceHash = (fn: unknown) => createHash('sha256').update(String(fn)).digest('hex').slice(0, 16);

describe('amqplib socket writes batched per turn (ADR 17)', () => {
  let held: ReturnType<typeof acquireAmqpConnection>;
  let internals: Internals;

  before(async () => {
    held = acquireAmqpConnection(TEST_RABBITMQ_URL);
    await waitFor(() => held.manager.isConnected(), 'the broker connection');
    internals = (held.manager.connection as unknown as { connection: Internals }).connection;
  });
  after(async () => await held?.release());

  it("amqplib's muxer still hands frames over as the patch expects", () => {
    const mux = Object.getPrototypeOf(internals.muxer) as Record<string, unknown>;
    assert.equal(typeof internals.stream.cork, 'function', 'the connection keeps its socket as `stream`');
    assert.deepEqual(
      { _readIncoming: sourceHash(mux._readIncoming), _scheduleRead: sourceHash(mux._scheduleRead) },
      PINNED_SOURCE,
    );
    assert.equal((internals.muxer._readIncoming as () => void).name, 'corked', 'the patch is in place');
  });

  it('sends the frames of one turn in one socket write, where amqplib alone makes one write each', async () => {
    const { stream, muxer } = internals;
    const writes: number[] = [];
    const write = stream._write.bind(stream);
    const writev = stream._writev!.bind(stream);
    stream._write = (...args: unknown[]) => (writes.push(1), write(...args));
    stream._writev = (chunks: unknown, ...rest: unknown[]) => (
      writes.push((chunks as unknown[]).length),
      writev(chunks, ...rest)
    );
    const channel = await (held.manager.connection as ChannelModel).createChannel();
    /** The socket writes of 20 publishes in one turn (a small publish is one buffer). */
    const writesOfOneTurn = async () => {
      await new Promise((done) => setImmediate(done)); // what came before has left
      writes.length = 0;
      // To the default exchange with no queue bound: the broker drops them, nothing is declared.
      for (let n = 0; n < 20; n += 1)
        channel.publish('', `flowershop-test-nowhere-${process.pid}`, Buffer.from(`${n}`));
      await waitFor(() => writes.length > 0, 'the publishes to be written');
      await new Promise((done) => setImmediate(done));
      return [...writes];
    };
    const corked = muxer._readIncoming;
    try {
      assert.deepEqual(await writesOfOneTurn(), [20]);
      delete muxer._readIncoming; // amqplib's own hand-over, unpatched
      assert.deepEqual(await writesOfOneTurn(), Array<number>(20).fill(1), 'amqplib alone writes each frame');
    } finally {
      muxer._readIncoming = corked;
      stream._write = write;
      stream._writev = writev;
      await channel.close();
    }
  });
});
