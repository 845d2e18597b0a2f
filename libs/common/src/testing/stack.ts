import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyNiceness, PROCESS_ENV, PROCESS_NODE_FLAGS } from '../bootstrap/process-tuning.js';
import type { DbDriver, TransportKind } from '../config/common.config.js';
import { startEmbeddedS3, type EmbeddedS3 } from '../storage/embedded-s3.js';
import { freePort } from './free-port.js';
import { startMongoTestStore, type MongoTestStore } from './mongo-server.js';
import { TEST_SEAL_KEYS } from './service-harness.js';
import { deleteRmqPrefix, testRmqPrefix, TEST_RABBITMQ_URL } from './rabbitmq.js';
import { tempDir, type TempDir } from './temp-dir.js';

/** Repository root, from libs/common/dist/testing. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export const PROCESS_NAMES = ['catalog', 'orders', 'identity', 'messaging', 'gateway'] as const;
export type ProcessName = (typeof PROCESS_NAMES)[number];

export interface Stack {
  baseUrl: string;
  env: Record<string, string>;
  dataDir: string;
  /**
   * Stops one process (as a crash would) and returns a function that starts it again,
   * optionally with changed environment variables (e.g. a new admin account).
   */
  stop(name: ProcessName): Promise<(changedEnv?: Record<string, string>) => Promise<void>>;
  logs(): string;
  /** Process ids of the running processes, e.g. to read their memory in benchmarks. */
  pids(): Partial<Record<ProcessName, number>>;
  close(): Promise<void>;
}

export interface StackOptions {
  transport?: TransportKind;
  env?: Record<string, string>;
  /** Serve the built SPA from frontend/dist. */
  withSpa?: boolean;
  /**
   * `mongo`: every service keeps its documents in a database of this stack's own on a
   * MongoDB-compatible server. Default: TEST_DB_DRIVER (so `TEST_DB_DRIVER=mongo` runs any
   * HTTP or browser suite on MongoDB), else embedded.
   */
  store?: DbDriver;
  /**
   * Run each process at `npm start`'s niceness (PROCESS_NICENESS), as the benchmark does. Tests
   * leave it off: many stacks share the CI machine, where a niced mail sender only waits longer.
   */
  withNiceness?: boolean;
}

/** Signs the stack's order-status links; a test signs its own (e.g. expired) ones with it. */
export const TEST_ORDER_LINK_SECRET = 'test-order-link-secret-0123456789abcdef';

export const TEST_ADMIN = { email: 'admin@flowershop.test', password: 'test-admin-password' };

/** Starts tried before giving up when a process finds its port taken. */
const START_ATTEMPTS = 3;

/**
 * The whole shop as real processes (built code, like `npm start`), on free ports with its
 * own data folder, S3 server and broker names; for HTTP and browser tests.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startStackOnce(options);
    } catch (error) {
      // Another program on the machine may bind a port between our probe and the child's bind:
      // such a start is tried again on new ports; any other failure is the test's to see.
      if (attempt >= START_ATTEMPTS || !String(error).includes('EADDRINUSE')) throw error;
      console.log(`stack: a port was taken while starting (attempt ${attempt}); starting again on new ports`);
    }
  }
}

async function startStackOnce(options: StackOptions): Promise<Stack> {
  const dir: TempDir = tempDir('flowershop-stack-');
  const s3: EmbeddedS3 = await startEmbeddedS3(join(dir.path, 'objects'));
  const mongo: MongoTestStore | undefined =
    (options.store ?? process.env.TEST_DB_DRIVER) === 'mongo' ? await startMongoTestStore() : undefined;
  const transport = options.transport ?? 'tcp';
  const prefix = testRmqPrefix();
  const port = await freePort();
  const env: Record<string, string> = {
    TRANSPORT: transport,
    RABBITMQ_URL: TEST_RABBITMQ_URL,
    RMQ_PREFIX: prefix,
    DATA_DIR: dir.path,
    PORT: String(port),
    HOST: '127.0.0.1',
    S3_ENDPOINT: s3.endpoint,
    CATALOG_TCP_PORT: String(await freePort()),
    ORDERS_TCP_PORT: String(await freePort()),
    IDENTITY_TCP_PORT: String(await freePort()),
    MESSAGING_TCP_PORT: String(await freePort()),
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // As under npm start: the shop's notices (contact mails) go to the admin.
    SHOP_ADMIN_EMAIL: TEST_ADMIN.email,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    ORDER_LINK_SECRET: TEST_ORDER_LINK_SECRET,
    // Links in mails lead to this stack's gateway, so a test can open them.
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    ADMIN_LOGIN_LIMIT_PER_MINUTE: '1000',
    CONTACT_LIMIT_PER_MINUTE: '1000',
    LOG_LEVEL: 'warn',
    RPC_TIMEOUT_MS: '5000',
    ...(options.withSpa && { STATIC_DIR: join(REPO_ROOT, 'frontend', 'dist') }),
    ...mongo?.env,
    // Off the embedded store a secret must be set, as in production; embedded stacks make theirs in DATA_DIR/secrets.
    ...(mongo && { SEAL_KEYS: TEST_SEAL_KEYS }),
    ...options.env,
  };
  const children = new Map<ProcessName, ChildProcess>();
  let output = '';
  const ownOutput = new Map<ProcessName, string>();

  const launch = (name: ProcessName, changedEnv: Record<string, string> = {}) => {
    // Started as in production (ADR 0012): its memory flags and environment.
    const main = join(REPO_ROOT, 'services', name, 'dist', 'src', 'main.js');
    const child = spawn(process.execPath, [...PROCESS_NODE_FLAGS[name], main], {
      env: { ...process.env, ...PROCESS_ENV, ...env, ...changedEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (options.withNiceness) applyNiceness(name, child.pid);
    ownOutput.set(name, '');
    const collect = (chunk: Buffer) => {
      output += `[${name}] ${chunk.toString()}`;
      ownOutput.set(name, (ownOutput.get(name)! + chunk.toString()).slice(-2000));
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    children.set(name, child);
  };

  const stopProcess = async (name: ProcessName) => {
    const child = children.get(name);
    // A process killed by a signal (a crash) has no exit code, only a signal code.
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const hasExited = (name: ProcessName) => {
    const child = children.get(name);
    return child?.exitCode !== null || Boolean(child?.signalCode);
  };
  /** Waits for the gateway's health; gives up at once when one of `starting` exits instead. */
  const waitHealthy = async (starting: readonly ProcessName[]) => {
    // Generous: on a loaded 2-core machine the catalog's first start (drawing images) is slow.
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && !starting.some(hasExited)) {
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((done) => setTimeout(done, 200));
    }
    // Each process's own last words; a running gateway's health warnings would hide why one is down.
    const states = PROCESS_NAMES.map((name) => {
      const child = children.get(name);
      const exited = hasExited(name);
      const state = exited ? `exited (${child?.exitCode ?? child?.signalCode})` : 'running';
      return `[${name}] ${state}:\n${name === 'gateway' && !exited ? '' : ownOutput.get(name)?.slice(-1200)}`;
    });
    throw new Error(`Stack did not become healthy:\n${states.join('\n')}`);
  };

  const close = async () => {
    await Promise.all(PROCESS_NAMES.map(stopProcess));
    await s3.close();
    await mongo?.close().catch((error: unknown) => console.log(`document store: clean-up failed: ${String(error)}`));
    if (transport === 'rmq')
      await deleteRmqPrefix(prefix, TEST_RABBITMQ_URL, env.EVENT_RETRY_DELAYS_MS).catch(() => undefined);
    dir.remove();
  };

  /** As under npm start, the demo seed (tools/demo-catalogue) fills the empty catalogue: here before the stack is handed out. */
  const seedDemo = async () => {
    const seed = spawn(process.execPath, [join(REPO_ROOT, 'tools', 'demo-catalogue', 'dist', 'src', 'main.js')], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => (output += `[demo-catalogue] ${chunk.toString()}`);
    seed.stdout.on('data', collect);
    seed.stderr.on('data', collect);
    const timer = setTimeout(() => seed.kill('SIGKILL'), 120_000);
    const code = await new Promise((done) => seed.once('exit', done));
    clearTimeout(timer);
    if (code !== 0) throw new Error(`The demo seed ended with ${code}:\n${output.slice(-2000)}`);
  };

  PROCESS_NAMES.forEach((name) => launch(name));
  try {
    await waitHealthy(PROCESS_NAMES);
    if (env.SEED_DEMO === 'true') await seedDemo();
  } catch (error) {
    await close();
    throw error;
  }

  return {
    baseUrl,
    env,
    dataDir: dir.path,
    logs: () => output,
    pids: () => Object.fromEntries([...children].map(([name, child]) => [name, child.pid])),
    async stop(name) {
      await stopProcess(name);
      return async (changedEnv) => {
        launch(name, changedEnv);
        await waitHealthy([name]);
      };
    },
    close,
  };
}
