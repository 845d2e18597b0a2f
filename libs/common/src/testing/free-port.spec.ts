import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, it } from 'node:test';
import { freePort } from './free-port.js';

describe('freePort', () => {
  it('hands out distinct ports below the range the kernel gives outgoing connections', async () => {
    const [ephemeralStart] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const ports = await Promise.all(Array.from({ length: 50 }, () => freePort()));
    assert.equal(new Set(ports).size, ports.length);
    for (const port of ports) assert.ok(port >= 10_000 && port < Number(ephemeralStart), `port ${port}`);
  });

  it('hands out a port a server can listen on at once', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((done, fail) => server.once('error', fail).listen(port, '127.0.0.1', done));
    await new Promise((done) => server.close(done));
  });
});
