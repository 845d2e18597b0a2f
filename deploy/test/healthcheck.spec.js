// deploy/healthcheck.mjs, the image's HEALTHCHECK: which endpoint it asks for each process, and
// that it fails (exit 1, with the reason) whenever that endpoint does not answer 2xx.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { check, healthUrl, targetOf } from '../healthcheck.mjs';
import { root } from './support.js';

const execFileAsync = promisify(execFile);

/** A fake /proc whose PID 1 runs `command`, as in a container. */
function fakeProc(dir, command) {
  mkdirSync(join(dir, '1'), { recursive: true });
  writeFileSync(join(dir, '1', 'cmdline'), command.split(' ').join('\0') + '\0');
  return dir;
}

describe('deploy/healthcheck.mjs', () => {
  let server;
  let port;
  const answers = {}; // path -> status
  const dir = mkdtempSync(join(tmpdir(), 'flowershop-health-'));

  before(async () => {
    server = createServer((request, response) => {
      response.writeHead(answers[request.url] ?? 404).end(JSON.stringify({ path: request.url }));
    });
    await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
    port = server.address().port;
  });
  after(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('tells the process from PID 1 (also behind docker-init), or HEALTH_TARGET', () => {
    assert.equal(targetOf({}, 'node services/catalog/dist/src/main.js'), 'catalog');
    assert.equal(targetOf({}, '/sbin/docker-init -- node services/gateway/dist/src/main.js'), 'gateway');
    assert.equal(targetOf({ HEALTH_TARGET: 'orders' }, 'node other.js'), 'orders');
    assert.equal(targetOf({}, 'node other.js'), undefined);
  });

  it("asks the gateway's /api/health/ready, a service's /health/ready on HEALTH_PORT, or HEALTH_URL", () => {
    assert.deepEqual(healthUrl({ PORT: '3000', HEALTH_PORT: '8081' }, 'gateway'), {
      url: 'http://127.0.0.1:3000/api/health/ready',
    });
    assert.deepEqual(healthUrl({ PORT: '3000', HEALTH_PORT: '8081' }, 'identity'), {
      url: 'http://127.0.0.1:8081/health/ready',
    });
    assert.deepEqual(healthUrl({ HEALTH_URL: 'http://x/y', HEALTH_PORT: '8081' }, 'identity'), { url: 'http://x/y' });
    assert.match(healthUrl({ HEALTH_PORT: '0' }, 'orders').problem, /orders has no probe port \(HEALTH_PORT is 0\)/);
  });

  it('is healthy only while the endpoint answers 2xx', async () => {
    const proc = fakeProc(join(dir, 'service'), 'node services/messaging/dist/src/main.js');
    const env = { HEALTH_PORT: String(port), PORT: '1' };
    answers['/health/ready'] = 200;
    assert.match(await check(env, proc), /health\/ready answered 200/);
    answers['/health/ready'] = 503;
    await assert.rejects(check(env, proc), /answered 503: \{"path":"\/health\/ready"\}/);

    const gateway = fakeProc(join(dir, 'gateway'), 'node services/gateway/dist/src/main.js');
    answers['/api/health/ready'] = 200;
    assert.match(await check({ PORT: String(port), HEALTH_PORT: '1' }, gateway), /api\/health\/ready answered 200/);
  });

  it('fails when nothing listens', async () => {
    const closed = createServer();
    await new Promise((listening) => closed.listen(0, '127.0.0.1', listening));
    const { port: freePort } = closed.address();
    await new Promise((done) => closed.close(done));
    const proc = fakeProc(join(dir, 'closed'), 'node services/orders/dist/src/main.js');
    await assert.rejects(check({ HEALTH_PORT: String(freePort) }, proc), /:\d+\/health\/ready: ECONNREFUSED/);
  });

  it('exits 0 when ready, 1 with the reason when not, as the HEALTHCHECK command', async () => {
    const script = join(root, 'deploy', 'healthcheck.mjs');
    const runScript = (env) =>
      execFileAsync(process.execPath, [script], { env }).then(
        () => 0,
        (error) => error,
      );
    answers['/ready'] = 200;
    assert.equal(await runScript({ HEALTH_URL: `http://127.0.0.1:${port}/ready` }), 0);
    answers['/ready'] = 500;
    const failed = await runScript({ HEALTH_URL: `http://127.0.0.1:${port}/ready` });
    assert.equal(failed.code, 1);
    assert.match(failed.stderr, /^not ready: http:\/\/127\.0\.0\.1:\d+\/ready answered 500/);
    const unset = await runScript({ HEALTH_TARGET: 'catalog', HEALTH_PORT: '0' });
    assert.match(unset.stderr, /^not ready: catalog has no probe port/);
  });
});
