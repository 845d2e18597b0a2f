import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { startEmbeddedS3, type EmbeddedS3 } from '../storage/embedded-s3.js';
import { freePort } from './free-port.js';
import { probe, startServiceProcess, type ServiceProcess } from './service-process.js';
import { tempDir } from './temp-dir.js';

export interface ProbedService {
  /** The embedded object store the service reads and writes images in. */
  s3: EmbeddedS3;
  process: ServiceProcess;
  /** Its HEALTH_PORT. */
  port: number;
}

/**
 * Registers before/after hooks in the calling `describe` that run a service's built `main.js` as
 * its own process over TCP with embedded stores (nedb files and s3rver), its probes on a free
 * HEALTH_PORT; the returned object is filled in by `before`. `service` names its folder, its
 * `<SERVICE>_TCP_PORT` and its "listening" log line.
 */
export function useProbedService(service: string, env: Record<string, string> = {}, timeoutMs?: number): ProbedService {
  const dir = tempDir(`flowershop-${service}-probes-`);
  const under = {} as ProbedService;
  before(async () => {
    under.s3 = await startEmbeddedS3(`${dir.path}/objects`);
    under.port = await freePort();
    under.process = await startServiceProcess(
      `services/${service}/dist/src/main.js`,
      {
        TRANSPORT: 'tcp',
        DATA_DIR: dir.path,
        [`${service.toUpperCase()}_TCP_PORT`]: String(await freePort()),
        S3_ENDPOINT: under.s3.endpoint,
        HEALTH_PORT: String(under.port),
        LOG_LEVEL: 'log',
        ...env,
      },
      `${service} service listening over tcp`,
      timeoutMs,
    );
  });
  after(async () => {
    await under.process?.stop();
    await under.s3?.close().catch(() => undefined);
    dir.remove();
  });
  return under;
}

/** Asserts `/health/ready` answers 200 with the service, its document store and the object store up. */
export async function assertReadyWithStores(port: number): Promise<void> {
  const ready = await probe(port, '/health/ready');
  assert.equal(ready.status, 200, JSON.stringify(ready.body));
  assert.deepEqual(ready.body.info, {
    service: { status: 'up' },
    documents: { status: 'up' },
    objects: { status: 'up' },
  });
}
