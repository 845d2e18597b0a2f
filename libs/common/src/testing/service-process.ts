import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './stack.js';
import { waitFor } from './wait-for.js';

/** One service process that a test starts, signals and watches exit. */
export interface ServiceProcess {
  child: ChildProcess;
  /** Everything it wrote so far, stdout and stderr. */
  output(): string;
  /** Its JSON log lines (LOG_FORMAT=json) so far. */
  logLines(): Record<string, unknown>[];
  /** Resolves with its exit code (null when a signal ended it) and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends SIGTERM (if still running) and waits for the exit. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `script` (a path under the repository) with `env` on top of this process's environment
 * and waits until its output contains `readyText`.
 */
export async function startServiceProcess(
  script: string,
  env: Record<string, string>,
  readyText: string,
  timeoutMs = 60_000,
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, [join(REPO_ROOT, script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  const started: ServiceProcess = {
    child,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    exited,
    async stop() {
      if (!ended) child.kill('SIGTERM');
      return await exited;
    },
  };
  await waitFor(() => output.includes(readyText) || ended, `${script} to start`, timeoutMs);
  if (!output.includes(readyText)) throw new Error(`${script} did not start:\n${output}`);
  return started;
}

/** The RPC test service (rpc-test-service.ts): slow, echo and counting handlers, run like a service. */
export function startRpcTestService(env: Record<string, string>): Promise<ServiceProcess> {
  return startServiceProcess(join('libs', 'common', 'dist', 'testing', 'rpc-test-service.js'), env, 'READY');
}

/** What a probe answered (see health/service-probes.ts). */
export interface ProbeReply {
  status: number;
  body: {
    status: string;
    message?: string;
    info?: Record<string, { status: string }>;
    error?: Record<string, { status: string; message?: string }>;
  };
}

/** GET `path` on a process's probe port. */
export async function probe(port: number, path: string): Promise<ProbeReply> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, body: (await response.json()) as ProbeReply['body'] };
}
