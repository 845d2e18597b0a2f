import { join } from 'node:path';
import type { ServiceName } from '../contracts/services.js';
import { freePort } from './free-port.js';
import { probe, startServiceProcess, type ServiceProcess } from './service-process.js';
import type { Stack } from './stack.js';
import { waitFor } from './wait-for.js';

/** One more process of a stack's service: it takes requests from the same queue as the others. */
export interface ServiceInstance extends ServiceProcess {
  /** Port of its `/health/live` and `/health/ready` probes. */
  healthPort: number;
  /**
   * Correlation ids (the gateway's X-Request-Id) of the requests it answered, in order, from its
   * debug line `<pattern> handled in N ms`; only patterns matching `pattern` when given.
   */
  handled(pattern?: RegExp): string[];
  /** Sends a signal (SIGSTOP pauses it, SIGCONT resumes it, SIGKILL is a crash) if it still runs. */
  signal(signal: NodeJS.Signals): void;
}

const running = new Set<ServiceInstance>();
// A test process that ends without stopping them (a failed hook) leaves none behind.
process.once('exit', () => running.forEach((instance) => instance.signal('SIGKILL')));

/**
 * Starts another instance of `service` with the stack's environment (the same broker prefix and,
 * with `store: 'mongo'`, the same databases) plus its own probe port, debug JSON logs (one line per
 * request answered) and `env` (a variable set to undefined is left out); resolves once its readiness
 * probe passes. Over RabbitMQ the
 * instances share `<prefix>.<service>` as competing consumers; nothing else must differ (a
 * service listens on its TCP port only over TCP). Stop it with `stop()` (SIGTERM) or `signal()`.
 */
export async function startServiceInstance(
  stack: Stack,
  service: ServiceName,
  env: Record<string, string | undefined> = {},
): Promise<ServiceInstance> {
  const healthPort = await freePort();
  const merged = { ...stack.env, HEALTH_PORT: String(healthPort), LOG_LEVEL: 'debug', LOG_FORMAT: 'json', ...env };
  const child = await startServiceProcess(
    join('services', service, 'dist', 'src', 'main.js'),
    Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    `${service} service listening over`,
  );
  let ended = false;
  void child.exited.then(() => {
    ended = true;
    running.delete(instance);
  });
  const instance: ServiceInstance = {
    ...child,
    healthPort,
    handled: (pattern) =>
      child
        .logLines()
        .filter((line) => {
          const handled = /^(\S+) handled/.exec(String(line.message));
          return handled && (!pattern || pattern.test(handled[1]));
        })
        .map((line) => String(line.correlationId)),
    signal(signal) {
      if (!ended) child.child.kill(signal);
    },
  };
  running.add(instance);
  let last: unknown;
  try {
    await waitFor(
      async () => {
        last = await probe(healthPort, '/health/ready').catch((error: Error) => error.message);
        return (last as { status?: number }).status === 200;
      },
      `${service} instance to be ready`,
      30_000,
    );
  } catch (error) {
    instance.signal('SIGKILL');
    throw new Error(`${(error as Error).message} (last: ${JSON.stringify(last)}):\n${child.output().slice(-3000)}`);
  }
  return instance;
}

/** One more gateway of a stack: the same services and broker, its own port. */
export interface GatewayInstance extends ServiceProcess {
  port: number;
  baseUrl: string;
}

/** Starts another gateway with the stack's environment plus `env`; resolves once it listens. */
export async function startGatewayInstance(stack: Stack, env: Record<string, string> = {}): Promise<GatewayInstance> {
  const port = await freePort();
  const gateway = await startServiceProcess(
    join('services', 'gateway', 'dist', 'src', 'main.js'),
    { ...stack.env, PORT: String(port), ...env },
    'Gateway listening on',
  );
  return { ...gateway, port, baseUrl: `http://127.0.0.1:${port}` };
}
