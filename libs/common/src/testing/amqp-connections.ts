import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * How many established TCP connections process `pid` holds to `port` (the broker's), read from
 * /proc: the socket inodes among its open files, looked up in the kernel's TCP tables. Counts
 * every connection whoever opened it (our shared connection, a library's own, a forgotten one).
 */
export function brokerConnectionCount(pid: number | 'self', port: number): number {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]!);
    } catch {
      // closed between the listing and the read
    }
  }
  const ESTABLISHED = '01';
  let count = 0;
  for (const table of ['tcp', 'tcp6']) {
    const rows = readFileSync(`/proc/${pid}/net/${table}`, 'utf8').trim().split('\n').slice(1);
    for (const row of rows) {
      // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
      const [, , remote, state, , , , , , inode] = row.trim().split(/\s+/);
      const remotePort = Number.parseInt(remote!.split(':')[1]!, 16);
      if (remotePort === port && state === ESTABLISHED && inodes.has(inode!)) count += 1;
    }
  }
  return count;
}

/** The port of an amqp:// URL (5672 when it names none). */
export function brokerPort(url: string): number {
  return Number(new URL(url).port || 5672);
}
