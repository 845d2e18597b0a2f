import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { ensurePortFree } from '../config/ports.js';

export interface EmbeddedS3 {
  endpoint: string;
  close(): Promise<void>;
}

/** s3rver, an S3 HTTP API over plain files, stands in for MinIO; its credentials are S3RVER/S3RVER. */
export async function startEmbeddedS3(directory: string, port = 0, host = '127.0.0.1'): Promise<EmbeddedS3> {
  mkdirSync(directory, { recursive: true });
  // s3rver reports a taken port as an unhandled 'error' event (a crash); this rejects with EADDRINUSE instead.
  await ensurePortFree(port, host);
  const server = new S3rver({ port, address: host, directory, silent: true });
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://${host}:${address.port}`,
    close: () => server.close(),
  };
}
