import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';
import { tempDir } from './temp-dir.js';

const run = promisify(execFile);

/** A RabbitMQ node of its own, for tests that stop and start the broker. */
export interface PrivateBroker {
  url: string;
  /** Stops the broker application (connections drop, the node stays up). */
  stopApp(): Promise<void>;
  startApp(): Promise<void>;
  /** stopApp, then startApp: what a broker restart looks like to its clients. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Why a private broker cannot run here, or undefined when it can. */
export function privateBrokerSkipReason(): string | undefined {
  if (process.env.SKIP_RMQ === '1') return 'SKIP_RMQ=1 leaves RabbitMQ out';
  const found = spawnSync('sh', ['-c', 'command -v rabbitmq-server && id rabbitmq'], { encoding: 'utf8' });
  return found.status === 0 ? undefined : 'rabbitmq-server (and its rabbitmq user) is not installed';
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Private broker: ${what} did not happen in ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/**
 * Starts a second RabbitMQ node on free ports, owned by the calling test: restarting the shared
 * broker would break every other test file running at the same time. Needs the Debian
 * rabbitmq-server package (the server runs as its `rabbitmq` user, so its folder is handed over).
 */
export async function startPrivateBroker(): Promise<PrivateBroker> {
  const dir = tempDir('flowershop-broker-');
  const port = await freePort();
  const node = `fstest${port}@localhost`;
  writeFileSync(join(dir.path, 'rabbitmq.conf'), `listeners.tcp.local = 127.0.0.1:${port}\nloopback_users = none\n`);
  writeFileSync(join(dir.path, 'enabled_plugins'), '[].\n');
  const rabbit = spawnSync('id', ['-u', 'rabbitmq'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'rabbitmq'], { encoding: 'utf8' });
  for (const file of ['', 'rabbitmq.conf', 'enabled_plugins']) {
    chownSync(join(dir.path, file), Number(rabbit.stdout), Number(group.stdout));
  }
  const env = {
    ...process.env,
    RABBITMQ_NODENAME: node,
    RABBITMQ_CONFIG_FILE: join(dir.path, 'rabbitmq'),
    RABBITMQ_DIST_PORT: String(await freePort()),
    RABBITMQ_MNESIA_BASE: join(dir.path, 'mnesia'),
    RABBITMQ_LOG_BASE: join(dir.path, 'log'),
    RABBITMQ_ENABLED_PLUGINS_FILE: join(dir.path, 'enabled_plugins'),
    RABBITMQ_PID_FILE: join(dir.path, 'pid'),
  };
  const server: ChildProcess = spawn('rabbitmq-server', [], { env, stdio: 'ignore' });
  const ctl = async (...args: string[]) => {
    await run('rabbitmqctl', ['-n', node, ...args], { env });
  };
  const close = async () => {
    await ctl('shutdown').catch(() => server.kill('SIGKILL'));
    if (server.exitCode === null && server.signalCode === null) {
      await new Promise((done) => server.once('exit', done));
    }
    dir.remove();
  };
  try {
    await waitFor(() => portOpen(port), `listening on ${port}`);
  } catch (error) {
    await close();
    throw error;
  }
  const startApp = async () => {
    await ctl('start_app');
    await waitFor(() => portOpen(port), 'listening again');
  };
  const stopApp = () => ctl('stop_app');
  return {
    url: `amqp://guest:guest@127.0.0.1:${port}`,
    stopApp,
    startApp,
    restart: async () => {
      await stopApp();
      await startApp();
    },
    close,
  };
}
