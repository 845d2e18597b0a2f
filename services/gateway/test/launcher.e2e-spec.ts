import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { EXIT_CONFIG, PROCESS_NICENESS } from '@flowershop/common/bootstrap';
import { freePort, REPO_ROOT, tempDir, waitFor, type TempDir } from '@flowershop/common/testing';

interface Launcher {
  process: ChildProcess;
  baseUrl: string;
  /** Resolves with the launcher's exit code. */
  exited: Promise<number | null>;
  output(): string;
  /** Waits until the output matches; fails with the output after the time limit. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Ctrl-C, then waits for the launcher to exit; answers its exit code. */
  /** Ctrl-C: SIGINT `times` times back to back (under `npm start` one Ctrl-C arrives twice). */
  interrupt(times?: number): Promise<number | null>;
  dir: TempDir;
}

/**
 * `npm start`'s launcher (built code) on free ports with its own data folder (or `dir`, to start
 * again on an earlier one's data); `prepare` may put files in that folder before it starts.
 */
async function startLauncher(
  env: Record<string, string> = {},
  prepare: (dataDir: string) => void = () => undefined,
  dir: TempDir = tempDir('flowershop-launcher-'),
): Promise<Launcher> {
  prepare(dir.path);
  const port = await freePort();
  const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'start.mjs')], {
    env: {
      ...process.env,
      DATA_DIR: dir.path,
      PORT: String(port),
      S3_PORT: String(await freePort()),
      CATALOG_TCP_PORT: String(await freePort()),
      ORDERS_TCP_PORT: String(await freePort()),
      IDENTITY_TCP_PORT: String(await freePort()),
      MESSAGING_TCP_PORT: String(await freePort()),
      TRANSPORT: 'tcp',
      SEED_DEMO: 'false',
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
      LAUNCHER_RESTART_DELAY_MS: '200',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const launcher: Launcher = {
    process: child,
    baseUrl: `http://127.0.0.1:${port}`,
    exited,
    dir,
    output: () => text,
    async waitFor(pattern, timeoutMs = 180_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = pattern.exec(text);
        if (match) return match;
        if (Date.now() > deadline || child.exitCode !== null) {
          throw new Error(`No ${pattern} in the launcher output:\n${text.slice(-4000)}`);
        }
        await sleep(50);
      }
    },
    async interrupt(times = 1) {
      for (let sent = 0; sent < times && child.exitCode === null; sent += 1) {
        child.kill('SIGINT');
        // The next one once this one is taken (two signals sent together reach the process as one).
        if (sent + 1 < times) await launcher.waitFor(/Stopping every process/);
      }
      return await exited;
    },
  };
  return launcher;
}

const STARTED = (name: string) => new RegExp(`\\[launcher\\] ${name} started \\(pid (\\d+)\\)`, 'g');

/** Pids of every process the launcher started so far, by name. */
function startedPids(output: string, name: string): number[] {
  return [...output.matchAll(STARTED(name))].map((match) => Number(match[1]));
}

/** An identity data file nedb refuses to load (every line unreadable), so identity fails at every start. */
function corruptIdentityData(dataDir: string): void {
  mkdirSync(join(dataDir, 'db', 'identity'), { recursive: true });
  writeFileSync(join(dataDir, 'db', 'identity', 'admins.db'), 'not a document\nnor this\n');
}

const crashReports = (output: string) =>
  output.match(/catalog stopped \(killed by SIGKILL\)[^\n]*restarting/g)?.length ?? 0;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function healthy(baseUrl: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).status === 200) return;
    } catch {
      // gateway not listening yet
    }
    await sleep(100);
  }
}

/**
 * The launcher keeps a crashed service coming back for as long as it runs (issue 6, item 9),
 * says which one keeps crashing and why, and Ctrl-C still stops everything. A service whose
 * settings are invalid stops the shop instead (EXIT_CONFIG).
 */
describe('npm start launcher', () => {
  let shop: Launcher;
  let broken: Launcher;
  /** A port another program holds, as when a second copy of the shop runs on the same ports. */
  let portTaken: Server;
  let takenPort: number;

  before(async () => {
    portTaken = createServer();
    takenPort = await freePort();
    await new Promise<void>((done) => portTaken.listen(takenPort, '127.0.0.1', done));
    // Two launchers at once: a healthy shop, and one whose identity service cannot start: its
    // data file is unreadable (a restart cannot mend it, but it is no setting either).
    [shop, broken] = await Promise.all([startLauncher(), startLauncher({}, corruptIdentityData)]);
    await shop.waitFor(/Flower shop is running/);
  });
  after(async () => {
    for (const launcher of [shop, broken]) {
      if (!launcher) continue;
      await launcher.interrupt();
      launcher.dir.remove();
    }
    portTaken?.close();
  });

  it('prints the banner with the shop URL, the admin sign-in and where shop notices go', () => {
    assert.match(shop.output(), /Flower shop is running: {2}http:\/\/localhost:\d+/);
    assert.match(shop.output(), /Admin sign-in: {2}admin@flowershop\.local \/ \S+/);
    assert.match(shop.output(), /Shop notices: {3}e-mailed to admin@flowershop\.local/);
  });

  it('runs messaging (mail) at a lower CPU priority than the request path (PROCESS_NICENESS)', () => {
    const messaging = startedPids(shop.output(), 'messaging').at(-1)!;
    const gateway = startedPids(shop.output(), 'gateway').at(-1)!;
    assert.equal(getPriority(messaging), PROCESS_NICENESS.messaging);
    assert.equal(getPriority(gateway), getPriority(), 'the gateway keeps the launcher’s priority');
  });

  it('brings the catalog back after every one of five crashes', async () => {
    for (let crash = 1; crash <= 5; crash += 1) {
      const pids = startedPids(shop.output(), 'catalog');
      const current = pids.at(-1)!;
      process.kill(current, 'SIGKILL');
      while (crashReports(shop.output()) < crash) await sleep(50);
      while (startedPids(shop.output(), 'catalog').length === pids.length) await sleep(50);
      await healthy(shop.baseUrl);
    }
    assert.equal(crashReports(shop.output()), 5);
    // Five quick crashes in a row: the launcher says the catalog is crash-looping.
    assert.match(shop.output(), /catalog keeps crashing: 5 times in a row/);
  });

  it('says a process stopped by a SIGTERM from elsewhere stopped cleanly, and starts it again', async () => {
    const pids = startedPids(shop.output(), 'catalog');
    process.kill(pids.at(-1)!, 'SIGTERM');
    while (startedPids(shop.output(), 'catalog').length === pids.length) await sleep(50);
    assert.match(
      shop.output(),
      /catalog stopped \(exit code 0: stopped cleanly, on a signal from outside the launcher\)/,
    );
    await healthy(shop.baseUrl);
  });

  it('names a service that crashes at start, with its exit code and last stderr lines, and keeps trying', async () => {
    await broken.waitFor(/identity keeps crashing: 4 times in a row[^\n]*last reason: exit code 1/);
    const output = broken.output();
    assert.match(output, /identity stopped \(exit code 1\) after [\d.]+ s; restarting in [\d.]+ s/);
    assert.match(
      output,
      /last stderr lines of identity:\n(?:.*\n)*?\[launcher\] {3}\| .*The data file \S+admins\.db cannot be loaded: \d+% of the data file is corrupt/,
    );
    // The pauses grow: 0.2 s, 0.4 s, 0.8 s …
    assert.match(output, /restarting in 0\.2 s[\s\S]*restarting in 0\.4 s[\s\S]*restarting in 0\.8 s/);
    // The others are untouched by identity's trouble.
    assert.equal(startedPids(output, 'catalog').length, 1);
  });

  it('stops the shop and exits 78 when a service cannot run with its settings, naming the setting', async () => {
    const misconfigured = await startLauncher({ ORDERS_PER_CUSTOMER_PER_DAY: '-1' });
    try {
      // Seconds on an idle machine; a crash loop never ends.
      const code = await Promise.race([misconfigured.exited, sleep(90_000, 'still running after 90 s')]);
      const output = misconfigured.output();
      assert.equal(code, EXIT_CONFIG, output.slice(-4000));
      assert.match(output, /orders stopped \(exit code 78: invalid configuration\); not restarting it/);
      assert.match(
        output,
        /last stderr lines of orders:\n(?:.*\n)*?\[launcher\] {3}\| .*ORDERS_PER_CUSTOMER_PER_DAY must be a whole number/,
      );
      assert.match(output, /orders cannot start with this configuration[^\n]*fix the setting and start again/);
      assert.doesNotMatch(output, /orders stopped[^\n]*restarting in/);
      assert.equal(startedPids(output, 'orders').length, 1, 'started once, never again');
      // Every process it started is gone: the others were stopped, not left behind.
      const pids = ['catalog', 'orders', 'identity', 'messaging', 'gateway'].flatMap((name) =>
        startedPids(output, name),
      );
      assert.deepEqual(
        pids.filter((pid) => isRunning(pid)),
        [],
      );
    } finally {
      await misconfigured.interrupt();
      misconfigured.dir.remove();
    }
  });

  it('exits 78 at once, naming DATA_DIR, when it cannot make or write the data folder', async () => {
    // A file where the folder should be: ENOTDIR for root too (a read-only disk gives EROFS).
    const blocked = tempDir('flowershop-launcher-blocked-');
    writeFileSync(join(blocked.path, 'file'), '');
    const dataDir = join(blocked.path, 'file', 'data');
    const launcher = await startLauncher({ DATA_DIR: dataDir });
    try {
      const code = await Promise.race([launcher.exited, sleep(30_000, 'still running after 30 s')]);
      const output = launcher.output();
      assert.equal(code, EXIT_CONFIG, output.slice(-4000));
      assert.match(output, new RegExp(`DATA_DIR ${dataDir} cannot be used: ENOTDIR`));
      assert.doesNotMatch(output, /\n\s+at |started \(pid/, 'one line, no stack trace, nothing started');
    } finally {
      await launcher.interrupt();
      launcher.dir.remove();
      blocked.remove();
    }
  });

  it('exits 78 before starting anything when another program holds one of its ports, naming the setting', async () => {
    // Otherwise this copy's gateway would reach the other copy's services, data and admin.
    const launcher = await startLauncher({ ORDERS_TCP_PORT: String(takenPort) });
    try {
      const code = await Promise.race([launcher.exited, sleep(30_000, 'still running after 30 s')]);
      const output = launcher.output();
      assert.equal(code, EXIT_CONFIG, output.slice(-4000));
      assert.match(output, new RegExp(`ORDERS_TCP_PORT: 127\\.0\\.0\\.1:${takenPort} is in use \\(EADDRINUSE\\)`));
      assert.match(output, /set ORDERS_TCP_PORT to a free port\.\nNothing was started\. Exiting with code 78\./);
      assert.doesNotMatch(
        output,
        /started \(pid|CATALOG_TCP_PORT|PORT: 0/,
        'only the taken one is named, nothing started',
      );
    } finally {
      await launcher.interrupt();
      launcher.dir.remove();
    }
  });

  it('exits 78 before starting anything on port settings that cannot work, naming each', async () => {
    // Before: S3_PORT=abc exited 1 with Node's "options.port should be >= 0"; two settings on one
    // port, or HEALTH_PORT (given to all four services), started the shop until the second process
    // to listen exited 78 blaming "another program, perhaps another copy of the shop".
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ S3_PORT: 'abc' }, /^S3_PORT must be a whole number from 0 to 65535 \(0: any free port\), got "abc"$/m],
      [
        { S3_PORT: String(takenPort + 1), PORT: String(takenPort + 1) },
        /^PORT and S3_PORT are both \d+: each needs a port of its own\. Set one of them to another free port\.$/m,
      ],
      [
        { ORDERS_TCP_PORT: String(takenPort + 1), MESSAGING_TCP_PORT: String(takenPort + 1) },
        /^ORDERS_TCP_PORT and MESSAGING_TCP_PORT are both \d+: each needs a port of its own/m,
      ],
      [
        { HEALTH_PORT: String(takenPort + 1) },
        /^HEALTH_PORT=\d+ would be the probe port of all four services, and only one can listen on it: leave it unset under npm start/m,
      ],
    ];
    for (const [env, message] of cases) {
      const launcher = await startLauncher(env);
      try {
        const code = await Promise.race([launcher.exited, sleep(30_000, 'still running after 30 s')]);
        const output = launcher.output();
        assert.equal(code, EXIT_CONFIG, `${JSON.stringify(env)}:\n${output.slice(-4000)}`);
        assert.match(output, message);
        assert.match(output, /\nNothing was started\. Exiting with code 78\.\n$/);
        assert.doesNotMatch(output, /started \(pid|EADDRINUSE|\n\s+at /, 'nothing started, no stack trace');
      } finally {
        await launcher.interrupt();
        launcher.dir.remove();
      }
    }
  });

  it('a service started on its own (as compose and Kubernetes start it) exits 78 when its port is taken', async () => {
    const dataDir = tempDir('flowershop-port-taken-');
    try {
      const orders = spawn(process.execPath, [join(REPO_ROOT, 'services', 'orders', 'dist', 'src', 'main.js')], {
        env: {
          ...process.env,
          DATA_DIR: dataDir.path,
          TRANSPORT: 'tcp',
          ORDERS_TCP_PORT: String(takenPort),
          LOG_LEVEL: 'error',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      orders.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise((done) => orders.once('exit', done));
      assert.equal(code, EXIT_CONFIG, stderr);
      assert.match(
        stderr,
        new RegExp(
          `\\[orders\\] ORDERS_TCP_PORT: 127\\.0\\.0\\.1:${takenPort} is in use \\(EADDRINUSE\\)[^\\n]*Exiting with code 78\\.`,
        ),
      );
    } finally {
      dataDir.remove();
    }
  });

  it('gives a stopping process its SHUTDOWN_GRACE_MS and clean-up time before killing it', async () => {
    type Supervisor = {
      restartOptionsFromEnv(env: Record<string, string>): object;
      supervise(
        programs: { name: string; command: string; args: string[] }[],
        options: object,
        say: (text: string) => void,
      ): { stop(): Promise<unknown> };
    };
    const { restartOptionsFromEnv, supervise } = (await import(
      pathToFileURL(join(REPO_ROOT, 'scripts', 'supervisor.mjs')).href
    )) as Supervisor;
    const dir = tempDir('flowershop-launcher-stop-');
    const marker = join(dir.path, 'stopped');
    const listening = join(dir.path, 'listening');
    // Like a service still answering a request on SIGTERM: it exits by itself 11 s later, well
    // within the default SHUTDOWN_GRACE_MS (10 s) plus its clean-up margin (the launcher killed at 10 s).
    // It says when its SIGTERM handler is in place: a loaded machine can take longer than any
    // fixed pause to start it, and a SIGTERM before that ends it at once.
    const program = `process.on('SIGTERM', () => setTimeout(() => { require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'done'); process.exit(0); }, 11_000)); setInterval(() => {}, 1000); require('node:fs').writeFileSync(${JSON.stringify(listening)}, 'ready');`;
    const said: string[] = [];
    const supervisor = supervise(
      [{ name: 'slow', command: process.execPath, args: ['-e', program] }],
      restartOptionsFromEnv({}),
      (text) => said.push(text),
    );
    try {
      await waitFor(() => existsSync(listening), 'its SIGTERM handler to be in place');
      await supervisor.stop();
      assert.ok(existsSync(marker), `it finished its stop: ${said.join('\n')}`);
      assert.doesNotMatch(said.join('\n'), /did not stop within|killed/);
    } finally {
      dir.remove();
    }
  });

  it('runs a one-shot program (the demo seed) again after a failure, and never once it exited 0', async () => {
    type Supervisor = {
      supervise(
        programs: { name: string; command: string; args: string[]; once?: boolean }[],
        options: object,
        say: (text: string) => void,
      ): { stop(): Promise<unknown> };
      RESTART_DEFAULTS: object;
    };
    const { supervise, RESTART_DEFAULTS } = (await import(
      pathToFileURL(join(REPO_ROOT, 'scripts', 'supervisor.mjs')).href
    )) as Supervisor;
    const dir = tempDir('flowershop-launcher-once-');
    const runs = JSON.stringify(join(dir.path, 'runs'));
    // Fails on its first run (the catalog not up yet, say), succeeds on the second.
    const program = `const fs = require('node:fs'); const run = (fs.existsSync(${runs}) ? Number(fs.readFileSync(${runs}, 'utf8')) : 0) + 1; fs.writeFileSync(${runs}, String(run)); process.exit(run === 1 ? 1 : 0);`;
    const said: string[] = [];
    const supervisor = supervise(
      [{ name: 'seed', command: process.execPath, args: ['-e', program], once: true }],
      { ...RESTART_DEFAULTS, delayMs: 50 },
      (text) => said.push(text),
    );
    try {
      await waitFor(() => said.includes('seed done'), 'the second run to finish', 30_000);
      await sleep(500);
      assert.equal(readFileSync(JSON.parse(runs) as string, 'utf8'), '2', said.join('\n'));
      assert.match(said.join('\n'), /seed stopped \(exit code 1\)[^\n]*restarting/);
    } finally {
      await supervisor.stop();
      dir.remove();
    }
  });

  it('Ctrl-C stops every process it started, gently, and the launcher itself', async () => {
    const pids = ['catalog', 'orders', 'identity', 'messaging', 'gateway'].flatMap((name) =>
      startedPids(shop.output(), name),
    );
    // As `npm start` delivers one Ctrl-C: the terminal's SIGINT to the group and npm's forwarded one.
    assert.equal(await shop.interrupt(2), 0);
    assert.deepEqual(
      pids.filter((pid) => isRunning(pid)),
      [],
    );
    assert.doesNotMatch(shop.output(), /killed: asked to stop a second time|did not stop within/);
    assert.equal(await broken.interrupt(), 0);
  });
});

describe('npm start launcher and the demo catalogue', () => {
  it('seeds the demo catalogue on a first start, and nothing on the next one', async () => {
    const env = { SEED_DEMO: 'true', LOG_LEVEL: 'log' };
    const bouquets = async (launcher: Launcher) =>
      ((await (await fetch(`${launcher.baseUrl}/api/bouquets`)).json()) as { _id: string }[]).map((b) => b._id);
    const first = await startLauncher(env);
    let second: Launcher | undefined;
    try {
      await first.waitFor(/\[launcher\] demo-catalogue done/);
      await first.waitFor(/Flower shop is running/);
      assert.match(first.output(), /Seeded the demo catalogue \(32 products\)/);
      const seeded = await bouquets(first);
      assert.equal(seeded.length, 6);
      assert.equal(await first.interrupt(), 0);

      second = await startLauncher(env, undefined, first.dir);
      await second.waitFor(/\[launcher\] demo-catalogue done/);
      await second.waitFor(/Flower shop is running/);
      assert.match(second.output(), /Demo catalogue seeded before: nothing to do/);
      assert.doesNotMatch(second.output(), /Seeded the demo catalogue/);
      assert.deepEqual(await bouquets(second), seeded);
    } finally {
      await first.interrupt();
      await second?.interrupt();
      first.dir.remove();
    }
  });
});
