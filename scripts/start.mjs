#!/usr/bin/env node
// Runs the whole shop on one machine: the embedded S3 server (unless S3_ENDPOINT is set),
// the four services and the gateway, each as its own process, restarted whenever one exits
// (scripts/supervisor.mjs), and the demo seed (tools/demo-catalogue), which fills an empty
// catalogue and exits. Ctrl-C stops them all. A process whose settings are invalid stops
// the shop too, exiting 78 (EXIT_CONFIG). Built code only: `npm start` builds first.
import { randomBytes } from 'node:crypto';
import { accessSync, chmodSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXIT_CONFIG } from '@flowershop/common/bootstrap/exit-codes';
import { DEFAULT_HTTP_PORTS, DEFAULT_TCP_PORTS, portInUseMessage, portsInUse } from '@flowershop/common/config/ports';
import { applyNiceness, PROCESS_ENV, PROCESS_NODE_FLAGS } from '@flowershop/common/bootstrap/process-tuning';
import { startEmbeddedS3 } from '@flowershop/common/storage/embedded-s3';
import { restartOptionsFromEnv, supervise } from './supervisor.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };
env.DATA_DIR = resolve(env.DATA_DIR ?? join(root, 'data'));
env.PORT ??= String(DEFAULT_HTTP_PORTS.PORT);
env.TRANSPORT ??= 'tcp';
env.SEED_DEMO ??= 'true';
env.STATIC_DIR ??= join(root, 'frontend', 'dist');
// Links in e-mails (order status) open the shop here.
env.PUBLIC_BASE_URL ??= `http://localhost:${env.PORT}`;
// Console lines for people; JSON (the services' default) is for log collectors.
env.LOG_FORMAT ??= 'pretty';
// Data, secrets, mails and images are the owner's only: folders 0700, files 0600 (the
// services inherit the mask and set it again themselves).
process.umask(0o077);
// A data folder that cannot be made or written (a read-only disk, another user's folder, a file in
// the way) is a setting to fix: one line naming DATA_DIR and exit 78, not a stack trace.
try {
  mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  chmodSync(env.DATA_DIR, 0o700);
  accessSync(env.DATA_DIR, constants.W_OK);
} catch (error) {
  console.error(
    `DATA_DIR ${env.DATA_DIR} cannot be used: ${error.message}. Set DATA_DIR to a folder this user can write. Exiting with code ${EXIT_CONFIG}.`,
  );
  process.exit(EXIT_CONFIG);
}

const notes = [];
/** The embedded S3 server's port: S3_PORT, else the default. */
const s3Port = () => Number(env.S3_PORT ?? DEFAULT_HTTP_PORTS.S3_PORT);

/**
 * Settings the launcher reads itself (the processes validate their own, LAUNCHER_RESTART_DELAY_MS
 * is the supervisor's), or hands to every process alike where each needs its own value.
 * Each problem is one line naming the setting.
 */
function launcherSettingProblems() {
  const problems = [];
  const port = s3Port();
  if (!env.S3_ENDPOINT && !(Number.isInteger(port) && port >= 0 && port <= 65535)) {
    problems.push(`S3_PORT must be a whole number from 0 to 65535 (0: any free port), got "${env.S3_PORT}"`);
  }
  // One probe port per process in compose and Kubernetes; here all four services would get it
  // and the second one to listen would find it taken.
  if (Number(env.HEALTH_PORT ?? 0) !== 0) {
    problems.push(
      `HEALTH_PORT=${env.HEALTH_PORT} would be the probe port of all four services, and only one can listen on it: ` +
        'leave it unset under npm start (GET /api/health shows every service); compose and Kubernetes set it per container',
    );
  }
  return problems;
}

/** The embedded default invents an admin account once per data folder and says so. */
function ensureAdminAccount() {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) return;
  const file = join(env.DATA_DIR, 'secrets', 'admin.json');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const account = { email: 'admin@flowershop.local', password: randomBytes(9).toString('base64url') };
    writeFileSync(file, JSON.stringify(account, null, 2), { mode: 0o600 });
  }
  const account = JSON.parse(readFileSync(file, 'utf8'));
  env.ADMIN_EMAIL = account.email;
  env.ADMIN_PASSWORD = account.password;
  notes.push(`Admin sign-in:  ${account.email} / ${account.password}  (development account kept in ${file})`);
}

async function ensureObjectStore() {
  if (env.S3_ENDPOINT) return null;
  const port = s3Port();
  const s3 = await startEmbeddedS3(join(env.DATA_DIR, 'objects'), port).catch((error) => {
    const taken = error.code === 'EADDRINUSE';
    const reason = taken ? `port ${port} is in use (another shop running?)` : error.message;
    console.error(`The embedded S3 server could not start: ${reason}. Set S3_PORT to a free port, or S3_ENDPOINT.`);
    process.exit(taken ? EXIT_CONFIG : 1);
  });
  env.S3_ENDPOINT = s3.endpoint;
  notes.push(`Images:         embedded S3 server at ${s3.endpoint} over ${join(env.DATA_DIR, 'objects')}`);
  return s3;
}

/**
 * The gateway's port, the embedded S3 server's and, over TCP, the four services' ports must be
 * free before anything starts: with another copy of the shop on the defaults, this one's gateway
 * would reach that copy's services (its data, its admin account) while its own crashed. Each
 * taken one is named, and the launcher exits 78 (a setting to change).
 */
async function ensurePortsFree() {
  const serviceHost = env.SERVICE_HOST ?? '127.0.0.1';
  const ports = [{ setting: 'PORT', port: Number(env.PORT), host: env.HOST ?? '0.0.0.0' }];
  if (!env.S3_ENDPOINT) ports.push({ setting: 'S3_PORT', port: s3Port(), host: '127.0.0.1' });
  if (env.TRANSPORT === 'tcp') {
    for (const [setting, port] of Object.entries(DEFAULT_TCP_PORTS)) {
      ports.push({ setting, port: Number(env[setting] ?? port), host: serviceHost });
    }
  }
  const checked = ports.filter(({ port }) => Number.isInteger(port) && port > 0);
  // Two settings on one port: the second process would find it taken by the first, and its
  // message would blame "another program".
  const byPort = new Map();
  for (const port of checked) byPort.set(port.port, [...(byPort.get(port.port) ?? []), port.setting]);
  const shared = [...byPort].filter(([, settings]) => settings.length > 1);
  for (const [port, settings] of shared) {
    const names = `${settings.slice(0, -1).join(', ')} and ${settings.at(-1)}`;
    console.error(
      `${names} are ${settings.length > 2 ? 'all' : 'both'} ${port}: each needs a port of its own. Set ${settings.length > 2 ? 'all but one' : 'one'} of them to another free port.`,
    );
  }
  if (shared.length > 0) {
    console.error(`Nothing was started. Exiting with code ${EXIT_CONFIG}.`);
    process.exit(EXIT_CONFIG);
  }
  const taken = await portsInUse(checked);
  if (taken.length === 0) return;
  for (const port of taken) console.error(portInUseMessage(port));
  console.error(`Nothing was started. Exiting with code ${EXIT_CONFIG}.`);
  process.exit(EXIT_CONFIG);
}

/** Waits until the shop answers healthy; says so once if that takes longer than a minute. */
async function waitForHealth(url, slowAfter = Date.now() + 60_000) {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > slowAfter) {
      slowAfter = Infinity;
      console.error(`The shop is not healthy at ${url} after 60 s; still waiting (see the logs above).`);
    }
    await new Promise((done) => setTimeout(done, 300));
  }
}

const problems = launcherSettingProblems();
let restartOptions;
try {
  restartOptions = restartOptionsFromEnv(env);
} catch (error) {
  problems.unshift(error.message);
}
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(`Nothing was started. Exiting with code ${EXIT_CONFIG}.`);
  process.exit(EXIT_CONFIG);
}
await ensurePortsFree();
ensureAdminAccount();
// The shop's own notices (new contact messages) reach the admin unless another address is set.
env.SHOP_ADMIN_EMAIL ??= env.ADMIN_EMAIL;
const s3 = await ensureObjectStore();
if (!env.SMTP_URL) notes.push(`Mail:           written as .eml files to ${join(env.DATA_DIR, 'outbox')}`);
notes.push(`Shop notices:   e-mailed to ${env.SHOP_ADMIN_EMAIL} (SHOP_ADMIN_EMAIL)`);

/** Signals this close together are one request to stop. */
const SAME_STOP_MS = 1000;

const services = ['catalog', 'orders', 'identity', 'messaging', 'gateway'];
const supervisor = supervise(
  [
    ...services.map((name) => ({
      name,
      command: process.execPath,
      // The memory settings of ADR 0012, as in the Dockerfile, docker-compose.yml and k8s/.
      args: [...PROCESS_NODE_FLAGS[name], join(root, 'services', name, 'dist', 'src', 'main.js')],
      env: { ...env, ...PROCESS_ENV },
      // Mail takes the CPU the request path leaves (PROCESS_NICENESS), at every (re)start.
      onStarted: (pid) => applyNiceness(name, pid),
    })),
    // Seeds an empty catalogue once the catalog answers, then exits (SEED_DEMO=false: at once).
    {
      name: 'demo-catalogue',
      command: process.execPath,
      args: [join(root, 'tools', 'demo-catalogue', 'dist', 'src', 'main.js')],
      env,
      once: true,
    },
  ],
  restartOptions,
);

let stopped;
let firstStopAt;
/**
 * First Ctrl-C stops every process gently; a second one kills what is left. Under `npm start`
 * one Ctrl-C arrives twice (the terminal signals the whole group and npm forwards it to its
 * child), so a repeat within a second counts as the same one. The launcher exits with `exitCode`
 * of the first stop.
 */
const stop = (exitCode = 0) => {
  if (firstStopAt !== undefined && Date.now() - firstStopAt < SAME_STOP_MS) return;
  if (firstStopAt === undefined) console.log('[launcher] Stopping every process (Ctrl-C again to kill them)');
  firstStopAt ??= Date.now();
  const stopping = supervisor.stop();
  stopped ??= stopping.then(() => s3?.close()).then(() => process.exit(exitCode));
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
// Restarting a process whose settings are wrong would crash it for ever: the shop stops instead.
void supervisor.gaveUp.then(({ reason }) => {
  console.error(
    `[launcher] ${reason} (the lines above name the setting): fix the setting and start again. Exiting with code ${EXIT_CONFIG}.`,
  );
  stop(EXIT_CONFIG);
});

const url = `http://localhost:${env.PORT}`;
await waitForHealth(`${url}/api/health`);
console.log(
  [
    '',
    `  Flower shop is running:  ${url}`,
    `  Admin panel:             ${url}/admin/login`,
    `  Transport: ${env.TRANSPORT}   Data: ${env.DATA_DIR}`,
    ...notes.map((note) => `  ${note}`),
    '  Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);
