// How each of the shop's processes is started, wherever it runs: scripts/start.mjs and startStack
// pass these, and the Dockerfile, docker-compose.yml and k8s/ repeat them (deploy/test checks that
// they agree). Why each one, with the figures: docs/adr/0012-lean-service-memory.md.
// Plain data (and Node's own modules), so that the launcher can read it without loading Nest.
import { setPriority } from 'node:os';

/**
 * Node/V8 flags before each process's main.js.
 * - `--max-semi-space-size` (MB): V8 grows its young generation to 2 × 16 MB during start-up and
 *   keeps it resident for good; 4 MB for every process but orders (2 MB, below). 1 MB for the
 *   services kept them a few MB smaller only under load (idle the same, 79–86 MB) and cost them a
 *   quarter of their CPU in scavenges while placing orders (ADR 12's update of 26 Nov 2026).
 * - `--optimize-for-size` (catalog, identity, messaging): V8 keeps their heaps small at some cost
 *   in speed. Not for orders, which is on every placement's path: the flag's frequent full
 *   collections made it 1.4 → 2.1 CPU ms per order (ADR 11, update of 26 Nov 2026 evening); its
 *   smaller young generation (2 MB) keeps it under 90 MB idle (86–90) without the flag.
 * - `--max-old-space-size=192` (gateway): V8 lets the old generation of a busy process grow to a
 *   limit derived from this before it collects; the default let the gateway pass 180 MB under the
 *   bench load with a live heap under 50 MB. Services keep the default: on the embedded store a
 *   service holds its whole data set in memory, which must not hit a limit.
 * - `--expose-gc`: lets `settleAfterStart` run one full collection once the process serves, so the
 *   start-up's garbage (compiled modules, Nest's scanning) does not stay resident while it idles.
 */
export const PROCESS_NODE_FLAGS = {
  gateway: ['--max-semi-space-size=4', '--max-old-space-size=192', '--expose-gc'],
  catalog: ['--max-semi-space-size=4', '--optimize-for-size', '--expose-gc'],
  orders: ['--max-semi-space-size=2', '--expose-gc'],
  identity: ['--max-semi-space-size=4', '--optimize-for-size', '--expose-gc'],
  messaging: ['--max-semi-space-size=4', '--optimize-for-size', '--expose-gc'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Environment for every process. glibc otherwise raises its mmap threshold to the size of the
 * largest block freed (up to 32 MB), and from then on keeps blocks that size in its heaps after
 * they are freed: each argon2id hash (19 MB) left identity 19 MB larger for good. A fixed 128 KiB
 * threshold maps large blocks and gives them back when freed. Two malloc arenas instead of one
 * per thread (up to 8 per core): libvips' threads left the gateway ~10 MB larger after the first
 * uploads (132 → 120 MB); JavaScript runs on one thread, so they are rarely contended.
 */
export const PROCESS_ENV: Readonly<Record<string, string>> = {
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_ARENA_MAX: '2',
};

/**
 * Niceness (Linux scheduling priority, 0 = normal) when all processes share one machine (`npm
 * start`). Messaging's work is mail, which waits in its durable queue anyway: under a rush of
 * orders it should take the CPU the request path leaves, not half of it. At 10 the kernel gives
 * it about a tenth of a busy core's share and all of an idle one; its queue sends login codes
 * first. Separate containers (Docker, Kubernetes) have their own CPU budgets and need none.
 * Measured in ADR 11 (update of 26 Nov 2026).
 */
export const PROCESS_NICENESS: Readonly<Record<string, number>> = {
  messaging: 10,
};

/** Lowers a started process's priority as `PROCESS_NICENESS` says; where that is not allowed, it runs as it is. */
export function applyNiceness(name: string, pid: number | undefined): void {
  const niceness = PROCESS_NICENESS[name];
  if (!niceness || pid === undefined) return;
  try {
    setPriority(pid, niceness);
  } catch {
    // e.g. a platform without priorities: the process keeps the normal one
  }
}

/** One full collection once a process serves (when started with --expose-gc; else nothing). */
export function settleAfterStart(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
