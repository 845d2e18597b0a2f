import type { DbDriver, TransportKind } from '../config/common.config.js';
import { mongoUnavailableReason } from './mongo-server.js';

/**
 * The transports a message-handler suite runs over. RabbitMQ is a real broker on every
 * machine this project runs on (`.ci/run` installs it); set SKIP_RMQ=1 only to iterate fast.
 */
export function transportsUnderTest(): TransportKind[] {
  return process.env.SKIP_RMQ === '1' ? ['tcp'] : ['tcp', 'rmq'];
}

/** One run of a suite: a transport and the store the service keeps its documents in. */
export interface SuiteSetup {
  transport: TransportKind;
  store: DbDriver;
  /** For the suite's title, e.g. `over tcp on MongoDB`. */
  title: string;
  /** Why this run cannot happen on this machine (node:test prints it as the skip reason). */
  skip?: string;
}

/**
 * Every transport on the embedded store, plus TCP once more with the documents on a
 * MongoDB-compatible server (MONGO_URL, else jongodb from the devDependencies): one extra run
 * rather than every transport twice. SKIP_MONGO=1 leaves it out while iterating.
 */
export function setupsUnderTest(): SuiteSetup[] {
  const setups: SuiteSetup[] = transportsUnderTest().map((transport) => ({
    transport,
    store: 'embedded',
    title: `over ${transport}`,
  }));
  if (process.env.SKIP_MONGO !== '1') {
    setups.push({ transport: 'tcp', store: 'mongo', title: 'over tcp on MongoDB', skip: mongoUnavailableReason() });
  }
  return setups;
}
