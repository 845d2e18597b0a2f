import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '../contracts/services.js';

/**
 * A MongoDB-compatible server for tests: the one at MONGO_URL when set, otherwise jongodb, a
 * MongoDB wire-protocol server whose native binary comes inside an npm package (a devDependency),
 * started per test on a free port and holding its data in memory.
 */
export const JONGODB_PACKAGE = '@jongodb/memory-server-bin-linux-x64-gnu';

export interface MongoCompatibleServer {
  url: string;
  kind: 'MONGO_URL' | 'jongodb';
  /** Which server runs and where, for the test output (credentials hidden). */
  description: string;
  stop(): Promise<void>;
}

interface JongodbBinary {
  path: string;
  version: string;
}

/** The jongodb binary, or why it cannot run here. */
function jongodbBinary(): JongodbBinary | string {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    return `${JONGODB_PACKAGE} runs on Linux x64 only (this is ${process.platform} ${process.arch})`;
  }
  try {
    const manifestPath = createRequire(import.meta.url).resolve(`${JONGODB_PACKAGE}/package.json`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      version: string;
      jongodb?: { binary?: string };
    };
    return { path: join(dirname(manifestPath), manifest.jongodb?.binary ?? 'bin/jongodb'), version: manifest.version };
  } catch {
    return `${JONGODB_PACKAGE} is not installed (npm ci installs it with the devDependencies, on Linux x64 with glibc)`;
  }
}

/** Why no MongoDB-compatible server can run for tests here, or undefined when one can. */
export function mongoUnavailableReason(): string | undefined {
  if (process.env.SKIP_MONGO === '1') return 'SKIP_MONGO=1 leaves the MongoDB runs out';
  if (process.env.MONGO_URL) return undefined;
  const binary = jongodbBinary();
  return typeof binary === 'string' ? `MONGO_URL is not set and ${binary}` : undefined;
}

function withoutCredentials(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

/** MONGO_URL when set; otherwise a jongodb server of the caller's own, stopped by `stop()`. */
export async function startMongoCompatibleServer(): Promise<MongoCompatibleServer> {
  const given = process.env.MONGO_URL;
  if (given) {
    return {
      url: given,
      kind: 'MONGO_URL',
      description: `MongoDB at MONGO_URL ${withoutCredentials(given)}`,
      stop: async () => undefined,
    };
  }
  const binary = jongodbBinary();
  if (typeof binary === 'string') throw new Error(`No MongoDB-compatible server: MONGO_URL is not set and ${binary}`);

  const child = spawn(binary.path, ['--host=127.0.0.1', '--port=0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  // A test process that ends without stopping it (a failed hook, a crash) neither waits for it
  // nor leaves it running.
  child.unref();
  (child.stdout as Socket).unref();
  (child.stderr as Socket).unref();
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`jongodb did not start within 60 s:\n${output}`)), 60_000);
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      const found = /JONGODB_URI=(\S+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`jongodb exited (${code ?? signal}) before it listened:\n${output}`));
    });
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    url,
    kind: 'jongodb',
    description: `MongoDB wire protocol via jongodb ${binary.version} at ${url}`,
    async stop() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A database-name prefix of this test's own: `<prefix>_<service>` never meets another run's data. */
export function testMongoDbPrefix(): string {
  return `test_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/**
 * Removes a test's databases: dropDatabase where the server has it; otherwise (jongodb has neither
 * drop nor listCollections) deletes the documents of the collections named in `collections`.
 * Returns the databases it could not empty for want of their collection names.
 */
export async function dropTestDatabases(
  url: string,
  databases: readonly string[],
  collections: Readonly<Record<string, Iterable<string>>> = {},
): Promise<string[]> {
  const notEmptied: string[] = [];
  // Loaded here: every test file imports this module, few of them use MongoDB.
  const { default: mongoose } = await import('mongoose');
  const client = await new mongoose.mongo.MongoClient(url, { serverSelectionTimeoutMS: 5000 }).connect();
  const missingCommand = (error: unknown) => (error as { code?: number }).code === 59;
  try {
    for (const name of databases) {
      const db = client.db(name);
      try {
        await db.dropDatabase();
        continue;
      } catch (error) {
        if (!missingCommand(error)) throw error;
      }
      let names = [...(collections[name] ?? [])];
      try {
        names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((each) => each.name);
      } catch (error) {
        if (!missingCommand(error)) throw error;
        if (names.length === 0) notEmptied.push(name);
      }
      for (const collection of names) await db.collection(collection).deleteMany({});
    }
  } finally {
    await client.close();
  }
  return notEmptied;
}

/** Environment that puts services' documents on a MongoDB-compatible server, and its clean-up. */
export interface MongoTestStore {
  env: { DB_DRIVER: 'mongo'; MONGO_URL: string; MONGO_DB_PREFIX: string };
  server: MongoCompatibleServer;
  databaseOf(service: ServiceName): string;
  /**
   * Deletes every service's database under this store's prefix (`collections`: what each service
   * opened, for servers that cannot drop), then stops the server if it was started for this store.
   */
  close(collections?: Partial<Record<ServiceName, Iterable<string>>>): Promise<void>;
}

/** Starts (or reaches) a server and gives this test its own database prefix; says which server runs. */
export async function startMongoTestStore(): Promise<MongoTestStore> {
  const server = await startMongoCompatibleServer();
  const prefix = testMongoDbPrefix();
  const databaseOf = (service: ServiceName) => `${prefix}_${service}`;
  console.log(`document store: ${server.description} (databases ${prefix}_<service>)`);
  return {
    env: {
      DB_DRIVER: 'mongo',
      MONGO_URL: server.url,
      MONGO_DB_PREFIX: prefix,
    },
    server,
    databaseOf,
    async close(collections = {}) {
      try {
        const left = await dropTestDatabases(
          server.url,
          SERVICE_NAMES.map(databaseOf),
          Object.fromEntries(
            Object.entries(collections).map(([service, names]) => [databaseOf(service as ServiceName), names]),
          ),
        );
        // Only a server without dropDatabase and listCollections (jongodb) leaves any, and one
        // started here loses them when it stops right after.
        if (left.length > 0 && server.kind === 'MONGO_URL') {
          console.log(`document store: could not empty ${left.join(', ')} (the server cannot drop or list them)`);
        }
      } finally {
        await server.stop();
      }
    },
  };
}
