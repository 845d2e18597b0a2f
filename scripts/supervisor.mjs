// Keeps the shop's processes running for as long as the launcher runs: a process that exits is
// started again after a pause that doubles with each crash in a row (1 s, 2 s, 4 s … 30 s) and
// goes back to the first pause once the process has stayed up a while. Every crash is reported
// by name with its exit code or signal and the last lines it wrote to stderr, so a process that
// crashes in a loop says why. A process that exits with EXIT_CONFIG (78: its settings are
// invalid) is not restarted, as no restart can help: `gaveUp` says which. A one-shot program
// (`once`: the demo seed) is done when it exits 0, and restarted like the others when it fails.
// stop() ends them all (SIGTERM, then SIGKILL once a process has outlived its own
// SHUTDOWN_GRACE_MS and clean-up).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { CLEAN_UP_MARGIN_MS, EXIT_CONFIG } from '@flowershop/common/bootstrap/exit-codes';

const STDERR_TAIL_LINES = 10;
/** A process's own SHUTDOWN_GRACE_MS when unset (CommonConfig). */
const SHUTDOWN_GRACE_DEFAULT_MS = 10_000;
/**
 * How long stop() waits before SIGKILL. A stopping process finishes its work for SHUTDOWN_GRACE_MS
 * and closes its stores within CLEAN_UP_MARGIN_MS more (then exits by itself); a fixed 10 s cut
 * requests still within their grace (SHUTDOWN_GRACE_MS=20000) and closing stores mid-write.
 */
const stopGraceFor = (shutdownGraceMs) => shutdownGraceMs + CLEAN_UP_MARGIN_MS + 1000;

export const RESTART_DEFAULTS = {
  /** First pause before a restart. */
  delayMs: 1000,
  /** Longest pause. */
  maxDelayMs: 30_000,
  /** Up this long, a process counts as healthy again: the next crash starts over at delayMs. */
  stableAfterMs: 60_000,
  /** From this many crashes in a row on, the report says the process is crash-looping. */
  loopAfter: 3,
  /** Pause between SIGTERM and SIGKILL in stop(). */
  stopGraceMs: stopGraceFor(SHUTDOWN_GRACE_DEFAULT_MS),
};

/** Restart settings from LAUNCHER_RESTART_DELAY_MS (and the stop grace from SHUTDOWN_GRACE_MS); throws a readable message for a bad value. */
export function restartOptionsFromEnv(env) {
  const read = (name, fallback, min) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min)
      throw new Error(`${name} must be a whole number ≥ ${min} (ms), got "${raw}"`);
    return value;
  };
  const options = {
    ...RESTART_DEFAULTS,
    delayMs: read('LAUNCHER_RESTART_DELAY_MS', RESTART_DEFAULTS.delayMs, 1),
    stopGraceMs: stopGraceFor(read('SHUTDOWN_GRACE_MS', SHUTDOWN_GRACE_DEFAULT_MS, 0)),
  };
  if (options.delayMs > options.maxDelayMs)
    throw new Error(`LAUNCHER_RESTART_DELAY_MS must not be above ${options.maxDelayMs} (the longest pause)`);
  return options;
}

function describeExit(code, signal) {
  if (signal) return `killed by ${signal}`;
  // A shop process exits 0 only when told to stop (SIGTERM/SIGINT), and the launcher did not tell it.
  return code === 0 ? 'exit code 0: stopped cleanly, on a signal from outside the launcher' : `exit code ${code}`;
}

const seconds = (ms) => `${Math.round(ms / 100) / 10} s`;

/** One supervised program: `{ name, command, args, env, once?, onStarted(pid)? }` (`onStarted` after each start). */
class Supervised {
  crashesInRow = 0;
  stderrTail = [];
  child;
  timer;
  stopping = false;

  constructor(program, options, say, giveUp) {
    this.program = program;
    this.options = options;
    this.say = say;
    this.giveUp = giveUp;
  }

  start() {
    const { name, command, args = [], env } = this.program;
    this.stderrTail = [];
    this.startedAt = Date.now();
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.exited = new Promise((done) => child.once('close', done));
    createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`));
    createInterface({ input: child.stderr }).on('line', (line) => {
      process.stderr.write(`[${name}] ${line}\n`);
      this.stderrTail.push(line);
      if (this.stderrTail.length > STDERR_TAIL_LINES) this.stderrTail.shift();
    });
    child.once('error', (error) => this.stderrTail.push(`could not start: ${error.message}`));
    child.once('close', (code, signal) => this.onExit(child, code, signal));
    if (child.pid) {
      this.program.onStarted?.(child.pid);
      this.say(`${name} started (pid ${child.pid})`);
    }
  }

  onExit(child, code, signal) {
    if (this.child === child) this.child = undefined;
    if (this.stopping) return;
    const { name } = this.program;
    if (code === EXIT_CONFIG) return this.reportInvalidConfig();
    if (code === 0 && this.program.once) return this.say(`${name} done`);
    const { delayMs, maxDelayMs, stableAfterMs, loopAfter } = this.options;
    const upFor = Date.now() - this.startedAt;
    this.crashesInRow = upFor >= stableAfterMs ? 1 : this.crashesInRow + 1;
    const delay = Math.min(delayMs * 2 ** (this.crashesInRow - 1), maxDelayMs);
    const reason = describeExit(code, signal);
    const lines = [`${name} stopped (${reason}) after ${seconds(upFor)}; restarting in ${seconds(delay)}`];
    if (this.crashesInRow >= loopAfter) {
      const keeps = code === 0 && !signal ? 'keeps being stopped' : 'keeps crashing';
      lines.push(
        `${name} ${keeps}: ${this.crashesInRow} times in a row without staying up ${seconds(stableAfterMs)}; last reason: ${reason}`,
      );
    }
    this.say([...lines, ...this.lastStderr()].join('\n'));
    this.timer = setTimeout(() => this.start(), delay);
  }

  /** Its settings are wrong (its stderr says which): reported, left stopped, and the launcher told. */
  reportInvalidConfig() {
    const { name } = this.program;
    this.say(
      [
        `${name} stopped (exit code ${EXIT_CONFIG}: invalid configuration); not restarting it`,
        ...this.lastStderr(),
      ].join('\n'),
    );
    this.giveUp({ name, reason: `${name} cannot start with this configuration` });
  }

  lastStderr() {
    if (this.stderrTail.length === 0) return [];
    return [`last stderr lines of ${this.program.name}:`, ...this.stderrTail.map((line) => `  | ${line}`)];
  }

  async stop(signal) {
    this.stopping = true;
    clearTimeout(this.timer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const { name } = this.program;
    child.kill(signal);
    // A process killed on the way out may leave work half done: the operator should know.
    if (signal === 'SIGKILL') this.say(`${name} killed: asked to stop a second time`);
    const { stopGraceMs } = this.options;
    const force = setTimeout(() => {
      this.say(`${name} did not stop within ${seconds(stopGraceMs)}; killed`);
      child.kill('SIGKILL');
    }, stopGraceMs);
    await this.exited;
    clearTimeout(force);
  }
}

/**
 * Starts every program and keeps it running. Returns `stop(signal)`, which ends them all and
 * resolves once every process has exited (a second call escalates to SIGKILL), and `gaveUp`, which
 * resolves with `{ name, reason }` when a program exits with EXIT_CONFIG.
 */
export function supervise(programs, options = RESTART_DEFAULTS, say = (text) => console.log(prefixed(text))) {
  let giveUp;
  const gaveUp = new Promise((resolve) => (giveUp = resolve));
  const supervised = programs.map((program) => new Supervised(program, options, say, giveUp));
  supervised.forEach((entry) => entry.start());
  let stopping;
  return {
    gaveUp,
    stop(signal = 'SIGTERM') {
      if (stopping) signal = 'SIGKILL';
      const done = Promise.all(supervised.map((entry) => entry.stop(signal)));
      stopping ??= done;
      return done;
    },
  };
}

function prefixed(text) {
  return text
    .split('\n')
    .map((line) => `[launcher] ${line}`)
    .join('\n');
}
