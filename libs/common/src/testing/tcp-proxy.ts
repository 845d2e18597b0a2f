import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from './free-port.js';

export interface TcpProxy {
  port: number;
  /** Cuts every open connection and refuses new ones, as a broker that went away would. */
  cut(): Promise<void>;
  /** Accepts connections again. */
  restore(): Promise<void>;
  /**
   * From now on drops what the clients send (e.g. a consumer's acks) while still passing on what
   * the target sends them; the target hears nothing more from a client until it goes away.
   */
  holdFromClients(): void;
  close(): Promise<void>;
}

/** A TCP proxy to `target` that a test can cut, to take the broker away from one process only. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  const clients = new Map<Socket, Socket>();
  let server: Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        clients.set(client, upstream);
        client.on('close', () => clients.delete(client));
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const cut = async () => {
    const closing = new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    for (const socket of sockets) socket.destroy();
    await closing;
    server = undefined;
  };
  const holdFromClients = () => {
    for (const [client, upstream] of clients) {
      client.unpipe(upstream);
      // Keep reading (and dropping), so the client's close is still seen and passed on.
      client.on('data', () => undefined).resume();
    }
  };
  await listen();
  return { port, cut, restore: listen, holdFromClients, close: cut };
}
