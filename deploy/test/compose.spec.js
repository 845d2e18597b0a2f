// docker-compose.yml as an operator runs it: rendered by docker-compose (Debian's package validates
// without a Docker engine) with .env.example's secrets filled in, then checked against what the
// shop's processes read (their config classes) and what production needs.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it as nodeIt } from 'node:test';
import { parse } from 'yaml';
import { StorageConfig } from '@flowershop/common/config';
import {
  commandOf,
  configClassOf,
  generatedSecret,
  PROCESSES,
  productionProblems,
  root,
  run,
  SEED,
  seedConfigClass,
  settingsOf,
} from './support.js';

const COMPOSE_FILE = join(root, 'docker-compose.yml');
const ENV_EXAMPLE = join(root, '.env.example');
/** Read by docker compose itself, not interpolated in the file. */
const COMPOSE_OWN_VARIABLES = new Set(['COMPOSE_PROJECT_NAME']);

function composeCommand() {
  if (run('docker-compose', ['version']).status === 0) return ['docker-compose'];
  if (run('docker', ['compose', 'version']).status === 0) return ['docker', 'compose'];
  return undefined;
}
const compose = composeCommand();
const skip = compose
  ? false
  : "docker-compose is not installed (.ci/run installs Debian's docker-compose package): the compose file was not rendered";
/** Skipped test by test, so that the run's closing "N skipped" counts them. */
const it = (name, fn) => nodeIt(name, { skip }, fn);

/** .env.example as ordered [name, value] pairs. */
function readEnvExample() {
  return readFileSync(ENV_EXAMPLE, 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
}
const example = readEnvExample();
const secretNames = example.filter(([, value]) => value === '').map(([name]) => name);
const secrets = Object.fromEntries(secretNames.map((name) => [name, generatedSecret()]));

const dir = mkdtempSync(join(tmpdir(), 'flowershop-compose-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Renders the compose file with .env.example, its empty values replaced by `values`. */
function render(values) {
  const file = join(dir, `env-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, example.map(([name, value]) => `${name}=${values[name] ?? value}`).join('\n') + '\n');
  const [command, ...args] = compose;
  return run(command, [...args, '--project-directory', root, '--env-file', file, '-f', COMPOSE_FILE, 'config']);
}

let rendered;
function config() {
  if (rendered) return rendered;
  const result = render(secrets);
  assert.equal(result.status, 0, `${compose.join(' ')} config failed:\n${result.stderr}`);
  rendered = parse(result.stdout);
  return rendered;
}
const service = (name) => config().services[name];
const environment = (name) =>
  Object.fromEntries(Object.entries(service(name).environment ?? {}).map(([key, value]) => [key, String(value)]));
/** depends_on as { service: condition }, from either output format. */
function dependencies(name) {
  const dependsOn = service(name).depends_on ?? {};
  if (Array.isArray(dependsOn)) return Object.fromEntries(dependsOn.map((dep) => [dep, 'service_started']));
  return Object.fromEntries(Object.entries(dependsOn).map(([dep, { condition }]) => [dep, condition]));
}
/** Volume mounts as { source, target }, from the short or the long syntax. */
function mounts(name) {
  return (service(name).volumes ?? []).map((volume) => {
    if (typeof volume === 'object') return { source: volume.source, target: volume.target };
    const [source, target] = volume.split(':');
    return { source, target };
  });
}
const publishedPorts = (name) => JSON.stringify(service(name).ports ?? []);

describe('docker-compose.yml', () => {
  it('renders with .env.example once its secrets are filled in', () => {
    assert.ok(secretNames.length >= 7, `.env.example leaves the secrets empty: ${secretNames.join(', ')}`);
    assert.deepEqual(
      ['mongodb', 'rabbitmq', 'minio', 'minio-init', 'mailpit', ...PROCESSES].filter((name) => !service(name)),
      [],
    );
  });

  it('refuses to render while any secret is missing, and names it', () => {
    for (const name of secretNames) {
      const result = render({ ...secrets, [name]: '' });
      assert.notEqual(result.status, 0, `rendered without ${name}`);
      assert.match(result.stderr, new RegExp(`set ${name} in \\.env`), result.stderr);
    }
  });

  it('documents in .env.example every variable it reads, and reads every one documented', () => {
    const text = readFileSync(COMPOSE_FILE, 'utf8').replaceAll('$$', '');
    const read = new Set([...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]));
    const documented = new Set(example.map(([name]) => name).filter((name) => !COMPOSE_OWN_VARIABLES.has(name)));
    assert.deepEqual(
      [...read].filter((name) => !documented.has(name)),
      [],
      'read but not in .env.example',
    );
    assert.deepEqual(
      [...documented].filter((name) => !read.has(name)),
      [],
      'in .env.example but never read',
    );
  });

  it("names in README's Environment table every variable a process reads (the production notes refer to it)", async () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Environment'), readme.indexOf('### Over RabbitMQ'));
    const named = new Set([...table.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]));
    // One row for the four ports: `CATALOG_TCP_PORT` … `MESSAGING_TCP_PORT`.
    if (named.has('CATALOG_TCP_PORT') && named.has('MESSAGING_TCP_PORT')) {
      for (const name of ['ORDERS_TCP_PORT', 'IDENTITY_TCP_PORT']) named.add(name);
    }
    const missing = new Set();
    const classes = [...(await Promise.all(PROCESSES.map(configClassOf))), await seedConfigClass()];
    for (const ConfigClass of classes) {
      for (const setting of settingsOf(ConfigClass)) if (!named.has(setting)) missing.add(setting);
    }
    assert.deepEqual([...missing], [], 'read by a process but not in the README');
  });

  it('takes every password and key from the env file, never from a value in the file', () => {
    const raw = parse(readFileSync(COMPOSE_FILE, 'utf8'), { merge: true });
    for (const [name, definition] of Object.entries(raw.services)) {
      for (const [key, value] of Object.entries(definition.environment ?? {})) {
        if (!/PASSWORD|SECRET|_PASS$/.test(key)) continue;
        assert.match(String(value), /^\$\{[A-Z0-9_]+:\?[^}]+\}$/, `${name}: ${key} must be \${NAME:?...} from .env`);
      }
    }
    assert.equal(environment('identity').JWT_SECRET, secrets.JWT_SECRET);
    assert.equal(environment('identity').ADMIN_PASSWORD, secrets.ADMIN_PASSWORD);
  });

  it('runs MongoDB with a health check and its data on a named volume', () => {
    assert.ok(service('mongodb').healthcheck?.test, 'no health check');
    const data = mounts('mongodb').find(({ target }) => target === '/data/db');
    assert.ok(data && !data.source.startsWith('/'), 'no named volume at /data/db');
    assert.ok(data.source in (config().volumes ?? {}), `volume ${data.source} is not declared`);
  });

  it('runs RabbitMQ with its management UI on a local port, and a health check', () => {
    assert.match(service('rabbitmq').image, /management/);
    assert.match(publishedPorts('rabbitmq'), /15672/);
    assert.ok(service('rabbitmq').healthcheck?.test);
    assert.ok(mounts('rabbitmq').some(({ target }) => target === '/var/lib/rabbitmq'));
  });

  it('makes the bucket at start, once MinIO is healthy, before any process that stores images', async () => {
    assert.ok(service('minio').healthcheck?.test);
    assert.equal(dependencies('minio-init').minio, 'service_healthy');
    const script = JSON.stringify([service('minio-init').entrypoint, service('minio-init').command]);
    assert.match(script, /mc mb --ignore-existing [^;]*S3_BUCKET/);
    for (const name of PROCESSES) {
      if (!((await configClassOf(name)).prototype instanceof StorageConfig)) continue;
      assert.equal(dependencies(name)['minio-init'], 'service_completed_successfully', name);
    }
  });

  it('sends mail to Mailpit by default and shows it on a local port', () => {
    assert.equal(environment('messaging').SMTP_URL, 'smtp://mailpit:1025');
    assert.match(publishedPorts('mailpit'), /8025/);
    assert.ok(service('mailpit').healthcheck?.test);
  });

  it('runs the five processes from the one image, each its own entry point, unprivileged', () => {
    const images = new Set(PROCESSES.map((name) => service(name).image));
    assert.equal(images.size, 1, `images: ${[...images].join(', ')}`);
    for (const name of PROCESSES) {
      const definition = service(name);
      assert.deepEqual(definition.command, commandOf(name), name);
      assert.ok(definition.build, `${name} is not built from the Dockerfile`);
      assert.equal(definition.user, undefined, `${name} overrides the image's non-root user`);
      assert.equal(definition.read_only, true, `${name}: read_only`);
      assert.deepEqual(definition.cap_drop, ['ALL'], `${name}: cap_drop`);
    }
  });

  it('gives each process its SHUTDOWN_GRACE_MS to finish its work before docker kills it', async () => {
    const ms = (duration) =>
      [...String(duration).matchAll(/(\d+)(ms|s|m|h)/g)].reduce(
        (sum, [, n, unit]) => sum + Number(n) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit],
        0,
      );
    for (const name of PROCESSES) {
      const grace = Number(environment(name).SHUTDOWN_GRACE_MS ?? new (await configClassOf(name))().SHUTDOWN_GRACE_MS);
      // docker's default is 10 s; the margin covers the process's own exit after the grace.
      assert.ok(ms(service(name).stop_grace_period ?? '10s') >= grace + 5000, `${name}: stop_grace_period`);
    }
  });

  it('starts each process once what it uses is healthy', async () => {
    for (const name of PROCESSES) {
      const needs = { rabbitmq: 'service_healthy' };
      if (name !== 'gateway') needs.mongodb = 'service_healthy';
      if ((await configClassOf(name)).prototype instanceof StorageConfig)
        needs['minio-init'] = 'service_completed_successfully';
      if (name === 'messaging') needs.mailpit = 'service_healthy';
      const has = dependencies(name);
      for (const [dep, condition] of Object.entries(needs)) assert.equal(has[dep], condition, `${name} -> ${dep}`);
      for (const [dep, condition] of Object.entries(has)) {
        assert.notEqual(condition, 'service_started', `${name} waits only for ${dep} to start`);
        // The shop's processes are checked by the image's HEALTHCHECK (Dockerfile).
        if (condition === 'service_healthy' && !PROCESSES.includes(dep)) assert.ok(service(dep).healthcheck?.test, dep);
      }
    }
  });

  it('seeds the demo catalogue when .env says SEED_DEMO=true: a one-shot from the same image, once the catalog is healthy', async () => {
    const seed = service(SEED.name);
    assert.deepEqual(seed.command, SEED.command);
    assert.equal(seed.image, service('catalog').image);
    assert.equal(seed.restart, 'on-failure', 'done once it exits 0; a crash is run again');
    assert.deepEqual(dependencies(SEED.name), { catalog: 'service_healthy' });
    assert.equal(environment(SEED.name).SEED_DEMO, 'false', "off unless .env turns it on (.env.example's value)");
    const turnedOn = parse(render({ ...secrets, SEED_DEMO: 'true' }).stdout).services[SEED.name].environment;
    assert.equal(String(turnedOn.SEED_DEMO), 'true');
    assert.equal(environment('catalog').SEED_DEMO, undefined, 'the catalog service knows no demo');
    assert.deepEqual(productionProblems(SEED.name, await seedConfigClass(), environment(SEED.name)), []);
  });

  for (const name of PROCESSES) {
    it(`gives ${name} every setting its config class needs in production`, async () => {
      assert.deepEqual(productionProblems(name, await configClassOf(name), environment(name)), []);
    });
  }
});
