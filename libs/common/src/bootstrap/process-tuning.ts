// How each process is started wherever it runs: scripts/start.mjs and startStack pass these; the
// Dockerfile, docker-compose.yml and k8s/ repeat them (deploy/test checks). The figures:
// docs/adr/0012-lean-service-memory.md. Plain data, so the launcher reads it without loading Nest.
import { setPriority } from 'node:os';

/**
 * Node/V8 flags before each process's main.js.
 * - `--max-semi-space-size` (MB): V8 keeps the young generation it grew to at start-up (2 × 16 MB)
 *   for good. 1 MB saved memory only under load and cost a quarter of the CPU in scavenges (ADR 12,
 *   26 Nov 2026); orders' 2 MB keeps it under 90 MB idle without the next flag.
 * - `--optimize-for-size`: smaller heaps at some speed. Not for orders, on every placement's path:
 *   its full collections made 1.4 → 2.1 CPU ms per order (ADR 11, 26 Nov 2026 evening).
 * - `--max-old-space-size=192` (gateway): the default let it pass 180 MB under the bench with a live
 *   heap under 50 MB. Services keep the default: the embedded store holds their data in memory.
 * - `--expose-gc`: for `settleAfterStart`, so start-up's garbage does not stay resident while idle.
 */
export const PROCESS_NODE_FLAGS = {
  gateway: ['--max-semi-space-size=4', '--max-old-space-size=192', '--expose-gc'],
  catalog: ['--max-semi-space-size=4', '--optimize-for-size', '--expose-gc'],
  orders: ['--max-semi-space-size=2', '--expose-gc'],
  identity: ['--max-semi-space-size=4', '--optimize-for-size', '--expose-gc'],
  messaging: ['--max-semi-space-size=4', '--optimize-for-size', '--expose-gc'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Environment for every process. glibc otherwise raises its mmap threshold to the largest block
 * freed and keeps such blocks: each argon2id hash (19 MB) left identity 19 MB larger for good. Two
 * malloc arenas, not up to 8 per core: libvips' threads left the gateway ~10 MB larger, and
 * JavaScript runs on one thread.
 */
export const PROCESS_ENV: Readonly<Record<string, string>> = {
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_ARENA_MAX: '2',
};

/**
 * Niceness when all processes share one machine (`npm start`; containers have their own CPU
 * budgets). Mail waits in its durable queue anyway, so under a rush of orders messaging takes what
 * the request path leaves: at 10, about a tenth of a busy core (ADR 11, 26 Nov 2026).
 */
export const PROCESS_NICENESS: Readonly<Record<string, number>> = {
  messaging: 10,
};

/** Where lowering the priority is not allowed, the process runs as it is. */
export function applyNiceness(name: string, pid: number | undefined): void {
  const niceness = PROCESS_NICENESS[name];
  if (!niceness || pid === undefined) return;
  try {
    setPriority(pid, niceness);
  } catch {
    // e.g. a platform without priorities: the process keeps the normal one
  }
}

/** One full collection once a process serves (with --expose-gc). */
export function settleAfterStart(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
