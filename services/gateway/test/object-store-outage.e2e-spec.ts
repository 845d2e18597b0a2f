import assert from 'node:assert/strict';
import { createServer, type Server, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startStack, type Stack } from '@flowershop/common/testing';
import { adminLogin, bearer, call, form, pngImage } from './support/http.js';

const S3_TIMEOUT_MS = 1000;
const UNAVAILABLE = {
  statusCode: 503,
  code: 'GATEWAY.OBJECT_STORE_UNAVAILABLE',
  message: 'Images cannot be stored or read right now; please try again in a moment',
};

/**
 * An object store that accepts connections and never answers (hung, or paused): uploads and
 * image reads end in a 503 after S3_TIMEOUT_MS instead of hanging, and nothing is created.
 */
describe('the object store does not answer', () => {
  let stack: Stack;
  let silent: Server;
  const held = new Set<Socket>();

  before(async () => {
    silent = createServer((socket) => held.add(socket.on('error', () => undefined)));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    stack = await startStack({
      env: { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_TIMEOUT_MS: String(S3_TIMEOUT_MS) },
    });
  });
  after(async () => {
    await stack?.close();
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('an upload is refused with 503 within moments, and no product is made then or later', async () => {
    const auth = bearer((await adminLogin(stack.baseUrl)).token);
    const started = Date.now();
    const answer = await call(stack.baseUrl, '/api/bouquets', {
      method: 'POST',
      headers: auth,
      body: form({ name: 'Stuck Upload', price: '30', description: 'Tulips', images: await pngImage() }),
    });
    const took = Date.now() - started;
    assert.deepEqual(answer.body, UNAVAILABLE);
    assert.equal(answer.status, 503);
    assert.ok(took < S3_TIMEOUT_MS * 4, `answered after ${took} ms`);

    await new Promise((resolve) => setTimeout(resolve, S3_TIMEOUT_MS));
    const bouquets = (await call<{ name: string }[]>(stack.baseUrl, '/api/bouquets')).body;
    assert.ok(!bouquets.some((bouquet) => bouquet.name === 'Stuck Upload'), 'nothing was made');
  });

  it('the gateway stays ready, so an orchestrator keeps it serving everything else', async () => {
    const ready = await call(stack.baseUrl, '/api/health/ready');
    assert.equal(ready.status, 200, JSON.stringify(ready.body));
  });

  it('an image read is answered 503 within moments; the catalogue itself still answers', async () => {
    const started = Date.now();
    const image = await call(stack.baseUrl, '/api/images/0b7c7a43-0000-4000-8000-000000000000.webp');
    assert.deepEqual([image.status, image.body], [503, UNAVAILABLE]);
    assert.ok(Date.now() - started < S3_TIMEOUT_MS * 4);
    assert.equal((await call(stack.baseUrl, '/api/bouquets')).status, 200);
  });
});
