import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Logger } from '@nestjs/common';
import { captureNestLogs, type CapturedLogLine } from '../testing/capture-logs.js';
import { freePort } from '../testing/free-port.js';
import { waitFor } from '../testing/wait-for.js';
import { DrainingTcpServer } from './tcp-transport.js';

describe("the services' TCP server: what it logs of a caller's connection", () => {
  let lines: CapturedLogLine[];
  let server: DrainingTcpServer;
  let port: number;

  before(async () => {
    lines = captureNestLogs();
    port = await freePort();
    server = new DrainingTcpServer({ host: '127.0.0.1', port }, 500);
    await new Promise<void>((listening) => void server.listen(() => listening()));
  });
  after(async () => {
    await server.close();
    Logger.overrideLogger(false);
  });

  const connected = () =>
    new Promise<Socket>((done, failed) => {
      const socket = connect(port, '127.0.0.1', () => done(socket)).once('error', failed);
    });

  it('a caller that dies (its connection reset) is one warning without a stack, not an "invalid message" error', async () => {
    lines.length = 0;
    const socket = await connected();
    socket.resetAndDestroy();
    await waitFor(() => lines.length > 0, 'a log line about the reset');
    assert.deepEqual(
      lines.map(({ level }) => level),
      ['warn'],
      JSON.stringify(lines),
    );
    assert.match(lines[0]!.message, /^A caller's connection ended abruptly \(ECONNRESET\)/);
    assert.doesNotMatch(lines[0]!.message, /\n\s+at /, 'no stack');
  });

  it('data that is not a message is still an error', async () => {
    lines.length = 0;
    const socket = await connected();
    socket.write('abc#{}');
    await waitFor(() => lines.some(({ level }) => level === 'error'), 'the error');
    assert.match(
      lines.find(({ level }) => level === 'error')!.message,
      /Corrupted length value|invalid received message/,
    );
    socket.destroy();
  });
});
