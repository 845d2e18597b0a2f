import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Logger } from '@nestjs/common';
import { firstValueFrom } from 'rxjs';
import { captureNestLogs, type CapturedLogLine } from '../testing/capture-logs.js';
import { freePort } from '../testing/free-port.js';
import { waitFor } from '../testing/wait-for.js';
import { CalmTcpClient } from './tcp-transport.js';

describe('the TCP client: what it logs when the service it calls dies', () => {
  let lines: CapturedLogLine[];
  let server: Server;
  let port: number;

  before(async () => {
    lines = captureNestLogs();
    port = await freePort();
    // A service that dies with the request on the wire: the connection is reset, not closed.
    server = createServer((socket) => socket.once('data', () => socket.resetAndDestroy()));
    await new Promise<void>((listening) => server.listen(port, '127.0.0.1', () => listening()));
  });
  after(async () => {
    await new Promise((closed) => server.close(closed));
    Logger.overrideLogger(false);
  });

  it('fails the request and says so in one warning naming the service, without a stack', async () => {
    const client = new CalmTcpClient({ host: '127.0.0.1', port }, 'catalog');
    try {
      await assert.rejects(firstValueFrom(client.send('catalog.bouquet.list', {})));
      await waitFor(() => lines.length > 0, 'a log line about the reset');
      assert.deepEqual(
        lines.map(({ level, message }) => ({ level, message })),
        [{ level: 'warn', message: 'Connection to the catalog service ended abruptly (ECONNRESET)' }],
      );
    } finally {
      client.close();
    }
  });
});
