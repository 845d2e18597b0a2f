import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Ports this process already handed out, so two callers here never get the same one. */
const handedOut = new Set<number>();

/**
 * Ports are drawn below the kernel's ephemeral range: the kernel gives ports from that range to
 * outgoing connections (a test's HTTP client, a broker channel), so a port probed free there can
 * be taken by a client socket before the service that was handed it binds it.
 */
const LOWEST = 10_000;
function ephemeralStart(): number {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const port = Number(start);
    return port > LOWEST + 1000 ? port : 32_768;
  } catch {
    return 32_768;
  }
}
const HIGHEST = ephemeralStart() - 1;

/** Servers this machine's tests must never take: the broker's, PostgreSQL's, Redis's and the like. */
const RESERVED = new Set([15_672, 25_672, 27_017, 11_211, 15_692]);

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A TCP port nobody listens on right now and not given to anyone else in this process. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
    if (handedOut.has(port) || RESERVED.has(port)) continue;
    if (!(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
}
