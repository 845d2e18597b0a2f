// Shared by the deployment tests: the repository's paths, running the operator's tools with a clean
// environment, and what each shop process (and the demo seed) needs in production, read from its
// config class (the compiled services/<name>/dist/src/[platform/]config/<name>.config.js that
// `npm run build` makes).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getMetadataStorage } from 'class-validator';
import { PROCESS_NODE_FLAGS } from '@flowershop/common/bootstrap/process-tuning';
import { loadConfig, StorageConfig } from '@flowershop/common/config';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROCESSES = ['gateway', 'catalog', 'orders', 'identity', 'messaging'];

/** The command a process runs with: its memory flags (ADR 0012, as `npm start` uses them), then its entry point. */
export function commandOf(name) {
  return ['node', ...PROCESS_NODE_FLAGS[name], `services/${name}/dist/src/main.js`];
}
/** The one-shot demo seed (tools/demo-catalogue), run from the same image where SEED_DEMO is wanted. */
export const SEED = {
  name: 'demo-catalogue',
  workspace: 'tools/demo-catalogue',
  command: ['node', 'tools/demo-catalogue/dist/src/main.js'],
};

export async function seedConfigClass() {
  const file = join(root, SEED.workspace, 'dist', 'src', 'config', `${SEED.name}.config.js`);
  return (await import(pathToFileURL(file).href)).DemoCatalogueConfig;
}

/** Where the infrastructure is reached, by the same names in compose and in Kubernetes. */
export const HOSTS = { broker: 'rabbitmq', database: 'mongodb', objectStore: 'minio' };

/** Runs a command without this machine's environment leaking into what it renders. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME ?? '/tmp', ...options.env },
  });
  return { status: result.error ? -1 : result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

/** A password-like value of letters and digits, as the operator's notes generate them. */
export function generatedSecret() {
  return randomBytes(24).toString('hex');
}

export async function configClassOf(processName) {
  // The gateway keeps its cross-cutting parts, config among them, under src/platform.
  const platform = processName === 'gateway' ? ['platform'] : [];
  const file = join(root, 'services', processName, 'dist', 'src', ...platform, 'config', `${processName}.config.js`);
  const module = await import(pathToFileURL(file).href);
  return module[`${processName[0].toUpperCase()}${processName.slice(1)}Config`];
}

/** Every setting a config class validates (its own and inherited): the variables it reads. */
export function settingsOf(ConfigClass) {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(ConfigClass, '', true, false);
  return new Set(metadata.map((entry) => entry.propertyName));
}

/**
 * Settings a process may leave unset in production although they have no default. Every other
 * setting without a default must be set: one added to a config class later fails these tests
 * until the compose file and the manifests set it (or it is named here, with its reason).
 */
const OPTIONAL_IN_PRODUCTION = {
  LOG_LEVEL: 'log is the default level',
  TRUSTED_PROXIES: 'none means the socket address names the client',
  MONGO_URL:
    'read only with DB_DRIVER=mongo, which the services must set (checked below); the gateway keeps no documents',
};
/** Defaults that point at this machine but do not matter over RabbitMQ. */
const TCP_ONLY = new Set(['SERVICE_HOST']);

function hostOf(url) {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with a process's production environment: the config class must accept it, every
 * variable must be one the class reads (or feed another through `$(NAME)`: `helpers`), and it must
 * run over RabbitMQ, MongoDB (the services), MinIO (the classes that extend StorageConfig), with
 * probes (the services), and override every default that points at localhost.
 */
export function productionProblems(processName, ConfigClass, env, { helpers = new Set() } = {}) {
  const problems = [];
  const settings = settingsOf(ConfigClass);
  const defaults = new ConfigClass();
  try {
    loadConfig(ConfigClass, env);
  } catch (error) {
    problems.push(error.message);
  }
  for (const name of Object.keys(env)) {
    if (!settings.has(name) && !helpers.has(name)) problems.push(`${name} is not read by ${ConfigClass.name}`);
  }
  for (const name of settings) {
    const value = defaults[name];
    if (env[name] !== undefined || TCP_ONLY.has(name)) continue;
    if (value === undefined && !(name in OPTIONAL_IN_PRODUCTION)) {
      problems.push(`${name} has no default and is not set`);
    } else if (typeof value === 'string' && /127\.0\.0\.1|localhost/.test(value)) {
      problems.push(`${name} is not set: its default ${value} is this machine`);
    }
  }
  if (env.TRANSPORT !== 'rmq') problems.push(`TRANSPORT is ${env.TRANSPORT}, not rmq`);
  if (hostOf(env.RABBITMQ_URL) !== HOSTS.broker) problems.push(`RABBITMQ_URL does not name ${HOSTS.broker}`);
  // The gateway and the seed keep no documents, and answer no service probes.
  if (processName !== 'gateway' && processName !== SEED.name) {
    if (env.DB_DRIVER !== 'mongo') problems.push(`DB_DRIVER is ${env.DB_DRIVER}, not mongo`);
    if (hostOf(env.MONGO_URL) !== HOSTS.database) problems.push(`MONGO_URL does not name ${HOSTS.database}`);
    if (!(Number(env.HEALTH_PORT) > 0)) problems.push('HEALTH_PORT is not set: the probes would have nothing to ask');
  }
  if (ConfigClass.prototype instanceof StorageConfig) {
    if (hostOf(env.S3_ENDPOINT) !== HOSTS.objectStore) problems.push(`S3_ENDPOINT does not name ${HOSTS.objectStore}`);
    for (const key of ['S3_ACCESS_KEY', 'S3_SECRET_KEY']) {
      if (!env[key] || env[key] === defaults[key]) problems.push(`${key} is the embedded server's default`);
    }
  }
  return problems;
}
