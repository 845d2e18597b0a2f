import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  cpSync,
  mkdtempSync,
  openSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  statfsSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freePort, probe, startStack, waitFor, type Stack } from '@flowershop/common/testing';
import { adminLogin, bearer, call, form } from './support/http.js';

interface Keychain {
  _id: string;
  name: string;
  price: number;
  description?: string;
}

const TMPFS_SIZE = '4m';
const FILLER_CHUNK = 64 * 1024;
/** Health answers within the gateway's 2 s ping time-out per service; a slow machine needs several rounds. */
const HEALTH_WAIT_MS = 45_000;
/**
 * The refused keychain's description: 2000 characters (the most a description may have) of 3 bytes
 * each in UTF-8, so its line (6 KB) is longer than a memory page. tmpfs gives space in pages: a
 * shorter line could still fit in the unused end of the data file's last page on a full disk.
 */
const LONG_DESCRIPTION = '花'.repeat(2000);

/** Why this machine cannot run the suite (mounting needs root), or undefined when it can. */
function mountSkipReason(): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'flowershop-tmpfs-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'pipe' });
    execFileSync('umount', [dir], { stdio: 'pipe' });
    return undefined;
  } catch (error) {
    const [said] = String((error as { stderr?: unknown }).stderr ?? '')
      .trim()
      .split('\n');
    return `mounting a small tmpfs needs root: ${said || (error as Error).message}`;
  } finally {
    try {
      rmdirSync(dir);
    } catch {
      // still mounted (umount failed): left for the machine's temp clean-up
    }
  }
}

const skip = mountSkipReason();
if (skip) console.log(`full-disk suite skipped: ${skip}`);

/** Writes `path` in 64 KB chunks until the file system is full (ENOSPC); answers the bytes written. */
function fillUp(path: string, limit: number): number {
  const fd = openSync(path, 'w');
  const chunk = Buffer.alloc(FILLER_CHUNK, 0x2e);
  let total = 0;
  try {
    for (;;) {
      // Near the end a write may take only part of the chunk; the next one then fails.
      total += writeSync(fd, chunk);
      if (total > limit) throw new Error(`Wrote ${total} bytes to a ${limit}-byte file system without ENOSPC`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
  return total;
}

/**
 * The embedded store on a really full disk (a small tmpfs under the catalog's data folder): a
 * refused write answers 503 and is not readable afterwards (memory is set back to the file),
 * `/api/health` and the catalog's readiness name the data file and ENOSPC, and once space is
 * free again both turn well without another write, writes succeed, and a restart loads exactly
 * what was answered as written.
 */
describe('a full disk under the catalog (real tmpfs, TCP, embedded store)', { skip }, () => {
  let stack: Stack | undefined;
  let admin: Record<string, string>;
  let healthPort: number;
  let catalogDir: string;
  let filler: string;
  let mounted = false;
  let aside: string | undefined;
  let first: Keychain;

  const api = <T = any>(path: string, init?: RequestInit) => call<T>(stack!.baseUrl, path, init);
  const postKeychain = (name: string, description: string) =>
    api<any>('/api/keychains', {
      method: 'POST',
      headers: admin,
      body: form({ name, price: '9', description }),
    });
  /** Signed in: never the gateway's cached answer, always what the catalog holds now. */
  const keychains = async () => {
    const answer = await api<Keychain[]>('/api/keychains', { headers: admin });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };
  const health = () => api<any>('/api/health');
  /** What a keychain holds that a cut-off line would lose, in one order. */
  const summary = (list: Keychain[]) =>
    list.map(({ _id, name, description }) => ({ _id, name, description })).sort((a, b) => a._id.localeCompare(b._id));
  /** Restarts the catalog (with its probes on `healthPort`) and waits for /api/health. */
  const restartCatalog = async () => {
    const start = await stack!.stop('catalog');
    await start({ HEALTH_PORT: String(healthPort) });
  };

  before(async () => {
    stack = await startStack();
    admin = bearer((await adminLogin(stack.baseUrl)).token);
    healthPort = await freePort();
    const created = await postKeychain('Before the disk filled up', 'A charm written while there was room');
    assert.equal(created.status, 201, JSON.stringify(created.body));
    first = created.body as Keychain;

    // The catalog's data folder moves onto a small file system of its own, with its files.
    catalogDir = join(stack.dataDir, 'db', 'catalog');
    filler = join(catalogDir, 'filler.bin');
    const start = await stack.stop('catalog');
    aside = mkdtempSync(join(tmpdir(), 'flowershop-full-disk-'));
    for (const entry of readdirSync(catalogDir)) renameSync(join(catalogDir, entry), join(aside, entry));
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE},mode=0700`, 'tmpfs', catalogDir], {
      stdio: 'pipe',
    });
    mounted = true;
    cpSync(aside, catalogDir, { recursive: true });
    await start({ HEALTH_PORT: String(healthPort) });
    assert.deepEqual(
      (await keychains()).map((keychain) => keychain._id),
      [first._id],
    );
  });

  after(async () => {
    try {
      // The catalog first, so nothing writes to the file system while it goes.
      await stack?.stop('catalog');
    } finally {
      try {
        // Before the stack's clean-up, which removes its data folder and could not remove a mount point.
        if (mounted) execFileSync('umount', ['-l', catalogDir], { stdio: 'pipe' });
      } finally {
        if (aside) rmSync(aside, { recursive: true, force: true });
        await stack?.close();
      }
    }
  });

  it('a keychain written on a full disk answers 503 and is not listed; /api/health and readiness say why', async () => {
    const written = fillUp(filler, 16 * 1024 * 1024);
    assert.ok(written > 0);
    assert.equal(statfsSync(catalogDir).bavail, 0, 'the file system is full');

    const refused = await postKeychain('Written on a full disk', LONG_DESCRIPTION);
    console.log(`full disk: POST /api/keychains answered ${refused.status} ${JSON.stringify(refused.body)}`);
    assert.equal(refused.status, 503, JSON.stringify(refused.body));
    assert.equal(refused.body.code, 'CATALOG.STORAGE_UNAVAILABLE');
    assert.equal(refused.body.message, 'Data cannot be stored right now; please try again later');
    assert.equal(refused.headers.get('cache-control'), 'no-store');
    // Memory is what the file holds: the refused keychain is not there, not even until the next start.
    assert.deepEqual(
      (await keychains()).map((keychain) => keychain._id),
      [first._id],
    );

    const unhealthy = await waitFor(
      async () => {
        const answer = await health();
        // Says why: the catalog answers, so "Not answering" (before) sent the operator to restart it.
        return (
          answer.status === 503 &&
          /^Unhealthy: catalog \(Data store: 1 data file\(s\) cannot be written/.test(String(answer.body.message)) &&
          answer
        );
      },
      '/api/health to name the catalog',
      HEALTH_WAIT_MS,
    );
    assert.equal(unhealthy.body.code, 'GATEWAY.UNHEALTHY');
    const problem = String(unhealthy.body.details?.catalog?.message);
    assert.equal(unhealthy.body.details?.catalog?.status, 'down');
    assert.match(problem, /^Data store: 1 data file\(s\) cannot be written/);
    assert.ok(problem.includes(join(catalogDir, 'keychains.db')), problem);
    assert.match(problem, /ENOSPC/);

    const notReady = await waitFor(
      async () => {
        const answer = await probe(healthPort, '/health/ready');
        return answer.status === 503 && answer;
      },
      "the catalog's readiness to fail",
      HEALTH_WAIT_MS,
    );
    const body = notReady.body as { message?: string; error?: Record<string, { message?: string }> };
    assert.equal(body.message, 'Not ready: documents');
    assert.deepEqual(Object.keys(body.error ?? {}), ['documents']);
    assert.match(String(body.error?.documents?.message), /keychains\.db: ENOSPC/);
    // Still live: a full disk is not a reason to restart the process.
    assert.equal((await probe(healthPort, '/health/live')).status, 200);
  });

  it('once space is free, health turns well without another write, a write succeeds, and a restart loads exactly what was written', async () => {
    unlinkSync(filler);
    await waitFor(
      async () => (await health()).status === 200,
      '/api/health to answer 200 once space is free',
      HEALTH_WAIT_MS,
    );
    await waitFor(
      async () => (await probe(healthPort, '/health/ready')).status === 200,
      "the catalog's readiness to answer 200 once space is free",
      HEALTH_WAIT_MS,
    );
    assert.deepEqual(
      (await keychains()).map((keychain) => keychain._id),
      [first._id],
      'nothing was written meanwhile',
    );

    const created = await postKeychain('After space was freed', LONG_DESCRIPTION);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const last = created.body as Keychain;
    const expected = summary([first, last]);
    assert.deepEqual(summary(await keychains()), expected);

    // A crash, not a gentle stop (which rewrites the file from memory): the start reads the file
    // as the appends left it. The refused line was cut off again, so it loads, and holds exactly
    // the two keychains answered as written (a cut-off line made nedb refuse a file this small).
    process.kill(stack!.pids().catalog!, 'SIGKILL');
    await restartCatalog();
    assert.deepEqual(summary(await keychains()), expected);
  });
});
