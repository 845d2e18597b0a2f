// A port another program holds is a setting to fix, not a crash to restart: a second copy of the
// shop's gateway served the first copy's services (their data, their admin) while its own crashed
// for ever. Plain Node, so that the launcher reads it without loading Nest.
import { once } from 'node:events';
import { createServer } from 'node:net';

/** Unless their settings say otherwise (CommonConfig, the launcher). */
export const DEFAULT_TCP_PORTS = {
  CATALOG_TCP_PORT: 4001,
  ORDERS_TCP_PORT: 4002,
  IDENTITY_TCP_PORT: 4003,
  MESSAGING_TCP_PORT: 4004,
} as const;

/** Unless their settings say otherwise (GatewayConfig, StorageConfig's S3_ENDPOINT, the launcher). */
export const DEFAULT_HTTP_PORTS = { PORT: 3000, S3_PORT: 4569 } as const;

export interface PortSetting {
  setting: string;
  port: number;
  host?: string;
}

/** Rejects with Node's error (code EADDRINUSE) when `port` cannot be listened on at `host`. */
export async function ensurePortFree(port: number, host?: string): Promise<void> {
  if (port === 0) return;
  const probe = createServer().listen(port, host);
  await once(probe, 'listening');
  await new Promise((closed) => probe.close(closed));
}

export function isPortInUse(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'EADDRINUSE';
}

/** One line naming the setting to change; keeps "EADDRINUSE" so a script can tell this case apart. */
export function portInUseMessage({ setting, port, host }: PortSetting): string {
  const where = host ? `${host}:${port}` : `port ${port}`;
  return (
    `${setting}: ${where} is in use (EADDRINUSE) by another program, perhaps another copy of the shop. ` +
    `Stop it, or set ${setting} to a free port.`
  );
}

/** Those whose port another program holds (other failures are thrown). */
export async function portsInUse(ports: readonly PortSetting[]): Promise<PortSetting[]> {
  const taken: PortSetting[] = [];
  for (const port of ports) {
    try {
      await ensurePortFree(port.port, port.host);
    } catch (error) {
      if (!isPortInUse(error)) throw error;
      taken.push(port);
    }
  }
  return taken;
}
