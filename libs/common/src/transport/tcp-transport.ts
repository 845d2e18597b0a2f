import type { Socket } from 'node:net';
import { Logger } from '@nestjs/common';
import { ClientTCP, ServerTCP, type TcpClientOptions, type TcpOptions, type TcpSocket } from '@nestjs/microservices';
import { InvalidTcpDataReceptionException } from '@nestjs/microservices/errors/invalid-tcp-data-reception.exception.js';
import { drain, track } from './queue-consumer.js';

/** What a service answers to a request that reaches it while it is stopping (ServiceCallError 503). */
export const SHUTTING_DOWN = {
  code: 'SERVICE.SHUTTING_DOWN',
  message: 'The service is shutting down',
  status: 503,
} as const;

/** ECONNRESET, EPIPE…: the other side crashed or was killed. Undefined for Nest's report of bad data (a string). */
function brokenConnectionCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Nest's TCP client, but a connection the service broke is one warning naming it, not an error with a stack. */
export class CalmTcpClient extends ClientTCP {
  private readonly calmLogger = new Logger('RpcClient');

  constructor(
    options: Required<TcpClientOptions>['options'],
    private readonly service: string,
  ) {
    super(options);
  }

  override handleError(error: unknown): void {
    const code = brokenConnectionCode(error);
    if (code) this.calmLogger.warn(`Connection to the ${this.service} service ended abruptly (${code})`);
    else super.handleError(error);
  }
}

/**
 * Stops gently: new requests get SHUTTING_DOWN (503), those taken answer for up to `graceMs` (Nest's
 * close cuts them). A broken connection is one warning, not a stack that sent operators looking for bad data.
 */
export class DrainingTcpServer extends ServerTCP {
  private readonly drainLogger = new Logger('RpcServer');
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopping?: Promise<void>;

  constructor(
    options: Required<TcpOptions>['options'],
    private readonly graceMs: number,
  ) {
    super(options);
  }

  /** Nest's own, but a socket error is told apart from bad data. */
  override bindHandler(socket: Socket): void {
    this.trackOpenSocket(socket);
    const readSocket = this.getSocketInstance(socket);
    readSocket.on('message', (message: unknown) =>
      this.handleMessage(readSocket, message).catch((error: unknown) => this.handleError(error as string)),
    );
    readSocket.on('error', (error: unknown) => {
      const code = brokenConnectionCode(error);
      if (code) {
        this.drainLogger.warn(`A caller's connection ended abruptly (${code}); it gets no answer to what it had asked`);
        return;
      }
      // Nest's typing says string; it logs whatever it is given, as Nest itself does here.
      this.handleError(new InvalidTcpDataReceptionException(error as string | Error) as unknown as string);
    });
  }

  override handleMessage(socket: TcpSocket, rawMessage: unknown): Promise<unknown> {
    const id = (rawMessage as { id?: unknown } | null)?.id;
    if (this.stopping) {
      if (id !== undefined) socket.sendMessage({ id, err: SHUTTING_DOWN, isDisposed: true, status: 'error' });
      return Promise.resolve();
    }
    if (id === undefined) {
      // An event (nobody waits for an answer): in flight until its handler returns.
      const handling = super.handleMessage(socket, rawMessage);
      track(this.inFlight, handling);
      return handling;
    }
    // A request is done once its last packet went out, which may be after handleMessage resolved.
    let answered!: () => void;
    track(this.inFlight, new Promise<void>((done) => (answered = done)));
    const watched = new Proxy(socket, {
      get(target, key) {
        if (key === 'sendMessage') {
          return (message: { isDisposed?: boolean; err?: unknown }, callback?: (error?: Error) => void) => {
            try {
              target.sendMessage(message, callback);
            } finally {
              if (message.isDisposed || message.err !== undefined) answered();
            }
          };
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    return super.handleMessage(watched, rawMessage).catch((error: unknown) => {
      answered();
      throw error;
    });
  }

  override close(): Promise<void> {
    return (this.stopping ??= this.stop());
  }

  private async stop(): Promise<void> {
    this.isManuallyTerminated = true;
    this.server.close();
    await drain(this.inFlight, this.graceMs, this.drainLogger, 'request(s) still running');
    super.close();
  }
}
