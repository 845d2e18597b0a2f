import { Logger } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProbeAnswer {
  status: number;
  body: unknown;
}

/** What the probe server asks: liveness answers from memory, readiness checks dependencies. */
export interface Probes {
  live(): ProbeAnswer;
  ready(): Promise<ProbeAnswer>;
}

export const PROBE_PATHS = { live: '/health/live', ready: '/health/ready' } as const;

export interface ProbeServer {
  port: number;
  close(): Promise<void>;
}

/**
 * A service's HTTP probes for Kubernetes and compose (a service has no HTTP server of its own):
 * `GET /health/live` and `GET /health/ready`, JSON, 200 or 503. Listens on every interface (the
 * kubelet probes the pod's address); answers nothing else.
 */
export async function startProbeServer(port: number, probes: Probes): Promise<ProbeServer> {
  const logger = new Logger('Health');
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const answer = async (): Promise<ProbeAnswer> => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return { status: 405, body: { message: 'GET only' } };
      if (path === PROBE_PATHS.live) return probes.live();
      if (path === PROBE_PATHS.ready) return await probes.ready();
      return { status: 404, body: { message: `Probes: ${PROBE_PATHS.live}, ${PROBE_PATHS.ready}` } };
    };
    answer().then(
      ({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : JSON.stringify(body));
      },
      (error: unknown) => {
        logger.error(`Probe ${path} failed: ${String(error)}`);
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Probe failed' }));
      },
    );
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(port, () => {
      server.off('error', failed);
      listening();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  logger.log(`Probes on port ${bound}: ${PROBE_PATHS.live}, ${PROBE_PATHS.ready}`);
  return {
    port: bound,
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        server.closeAllConnections();
      }),
  };
}
