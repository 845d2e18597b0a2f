import { createServer } from 'node:net';

/** Ports this process already handed out: the kernel may offer a just-closed probe port again. */
const handedOut = new Set<number>();

function probe(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A TCP port nobody listens on right now and not given to anyone else in this process. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await probe();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}
