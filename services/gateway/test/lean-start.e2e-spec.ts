import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startStack, tempDir, type ProcessName, type Stack } from '@flowershop/common/testing';
import { adminLogin, bearer, call, form, pngImage } from './support/http.js';

/**
 * Each process loads only the adapters it uses (issue 6, item 18): a resolve hook records every
 * package a process imports, a patched require() every package it requires (Nest and our AMQP
 * connection load theirs that way), and the heavy drivers must stay out of the processes that do
 * not need them. The stack runs over TCP, so none of them may load the AMQP client. Packages used
 * only now and then (the S3 client, sharp, Swagger UI's bundle) load on first use, not at start-up
 * (ADR 0012: each costs about 10 MB resident for as long as the process runs).
 */
const HOOKS = `
import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  if (!/^(\\.|\\/|node:|file:|data:)/.test(specifier)) {
    appendFileSync(process.env.IMPORT_LOG_DIR + '/' + process.pid, specifier + '\\n');
  }
  return next(specifier, context);
}
`;
const REGISTER = `import { register } from 'node:module';\nregister(new URL('./hooks.mjs', import.meta.url));\n`;
const REQUIRE_HOOK = `
const Module = require('node:module');
const { appendFileSync } = require('node:fs');
const load = Module._load;
Module._load = function (request, ...rest) {
  if (!/^(\\.|\\/|node:|file:|data:)/.test(request) && !Module.isBuiltin(request)) {
    appendFileSync(process.env.IMPORT_LOG_DIR + '/' + process.pid, request + '\\n');
  }
  return load.call(this, request, ...rest);
};
`;
/** The AMQP client: loaded only when TRANSPORT=rmq. */
const AMQP = ['amqplib', 'amqp-connection-manager'];

/** Loaded on first use only: the S3 client and the image library. */
const ON_DEMAND = ['minio', 'sharp'];

/** Heavy packages: the MongoDB driver, the S3 client and server, the mailer, sharp, Swagger UI. */
const NOT_LOADED_BY: Record<ProcessName, string[]> = {
  // swagger-ui-dist's files are served from its folder; its index would load the 1.4 MB UI bundle.
  gateway: ['mongoose', '@seald-io/nedb', 's3rver', 'nodemailer', 'swagger-ui-dist', ...ON_DEMAND, ...AMQP],
  // The catalogue's paper sheet pictures are committed files, stored when missing by a
  // short-lived child process, so the S3 client loads only for its image sweep (ADR 0012).
  catalog: ['mongoose', 's3rver', 'nodemailer', ...ON_DEMAND, ...AMQP],
  orders: ['mongoose', 'minio', 's3rver', 'nodemailer', 'sharp', ...AMQP],
  identity: ['mongoose', 'minio', 's3rver', 'nodemailer', 'sharp', ...AMQP],
  messaging: ['mongoose', 'minio', 's3rver', 'sharp', ...AMQP],
};

describe('lean service start-up: a process loads only the adapters it uses', () => {
  const logs = tempDir('flowershop-imports-');
  let stack: Stack;
  let pids: Partial<Record<ProcessName, number>>;

  before(async () => {
    writeFileSync(join(logs.path, 'hooks.mjs'), HOOKS);
    writeFileSync(join(logs.path, 'register.mjs'), REGISTER);
    writeFileSync(join(logs.path, 'require-hook.cjs'), REQUIRE_HOOK);
    const hooks = `--require=${join(logs.path, 'require-hook.cjs')} --import=${join(logs.path, 'register.mjs')}`;
    stack = await startStack({ env: { NODE_OPTIONS: hooks, IMPORT_LOG_DIR: logs.path } });
    pids = stack.pids();
  });
  after(async () => {
    await stack?.close();
    logs.remove();
  });

  const importsOf = (name: ProcessName): Set<string> => {
    const file = join(logs.path, String(pids[name]));
    assert.ok(existsSync(file), `no import log for ${name}`);
    // `pkg/sub/path` counts as `pkg` (scoped packages keep their scope).
    return new Set(
      readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((specifier) =>
          specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/'),
        ),
    );
  };

  for (const [name, heavy] of Object.entries(NOT_LOADED_BY) as [ProcessName, string[]][]) {
    it(`${name} does not load ${heavy.join(', ')}`, () => {
      const imported = importsOf(name);
      // The hook really saw the process start (so an empty log cannot pass).
      assert.ok(imported.has('@nestjs/core'), `${name}: the import log misses @nestjs/core`);
      // …and the require() hook too (class-validator requires validator).
      assert.ok(imported.has('validator'), `${name}: the require log misses validator`);
      assert.deepEqual(
        heavy.filter((pkg) => imported.has(pkg)),
        [],
      );
    });
  }

  it('services on the embedded store load nedb', () => {
    for (const name of ['catalog', 'orders', 'identity', 'messaging'] as const) {
      assert.ok(importsOf(name).has('@seald-io/nedb'), `${name} should load nedb`);
    }
  });

  // Last: it loads what the idle checks above must not see.
  it('the gateway loads the S3 client and sharp with the first image upload', async () => {
    const { token } = await adminLogin(stack.baseUrl);
    const created = await call(stack.baseUrl, '/api/boxes', {
      method: 'POST',
      headers: bearer(token),
      body: form({ name: 'Lean Box', price: '10', image: await pngImage() }),
    });
    assert.equal(created.status, 201);
    const imported = importsOf('gateway');
    assert.deepEqual(
      ON_DEMAND.filter((pkg) => !imported.has(pkg)),
      [],
    );
  });
});
