#!/usr/bin/env node
// Runs the whole shop on one machine: the embedded S3 server (unless S3_ENDPOINT is set),
// the four services and the gateway, each as its own process. Ctrl-C stops them all.
// Built code only: `npm start` builds first.
import concurrently from 'concurrently';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedS3 } from '@flowershop/common';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };
env.DATA_DIR = resolve(env.DATA_DIR ?? join(root, 'data'));
env.PORT ??= '3000';
env.TRANSPORT ??= 'tcp';
env.SEED_DEMO ??= 'true';
env.STATIC_DIR ??= join(root, 'frontend', 'dist');
mkdirSync(env.DATA_DIR, { recursive: true });

const notes = [];

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
  const s3 = await startEmbeddedS3(join(env.DATA_DIR, 'objects'), Number(env.S3_PORT ?? 4569));
  env.S3_ENDPOINT = s3.endpoint;
  notes.push(`Images:         embedded S3 server at ${s3.endpoint} over ${join(env.DATA_DIR, 'objects')}`);
  return s3;
}

async function waitForHealth(url, deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  return false;
}

ensureAdminAccount();
const s3 = await ensureObjectStore();
if (!env.SMTP_URL) notes.push(`Mail (OTP codes): written as .eml files to ${join(env.DATA_DIR, 'outbox')}`);

const services = ['catalog', 'orders', 'identity', 'messaging', 'gateway'];
const { result, commands } = concurrently(
  services.map((name) => ({
    name,
    command: `node ${JSON.stringify(join(root, 'services', name, 'dist', 'src', 'main.js'))}`,
    env,
  })),
  { prefix: 'name', restartTries: 3, restartDelay: 1000, killOthersOn: [], handleInput: false },
);

const stop = () => {
  for (const command of commands) command.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const url = `http://localhost:${env.PORT}`;
if (await waitForHealth(`${url}/api/health`)) {
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
} else {
  console.error(`The shop did not become healthy at ${url}/api/health within 60 s; see the logs above.`);
}

await result.catch(() => undefined);
await s3?.close();
