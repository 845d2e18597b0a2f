import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * The gateway's gentle stop. Node's `server.close()` stops accepting connections but keeps a
 * keep-alive connection open after its answer (until its idle time-out), so every answer given
 * once the stop began says `Connection: close`, and connections that fall idle are closed.
 */
export class HttpDrain {
  private stopping = false;
  private server?: Server;
  private readonly open = new Set<Response>();

  /** First middleware: tracks answers in progress; once stopping, each new one closes its connection. */
  readonly middleware = (_request: Request, response: Response, next: NextFunction): void => {
    if (this.stopping) {
      response.setHeader('Connection', 'close');
    } else {
      this.open.add(response);
      response.once('close', () => this.open.delete(response));
    }
    response.once('finish', () => {
      if (this.stopping) setImmediate(() => this.server?.closeIdleConnections());
    });
    next();
  };

  /**
   * No new connections; the requests in flight are answered (their RPC calls still work: Nest
   * closes the clients after the HTTP server) for up to `graceMs`, then what is left is cut.
   */
  async stop(app: INestApplication, graceMs: number): Promise<void> {
    this.stopping = true;
    this.server = app.getHttpServer() as Server;
    for (const response of this.open) if (!response.headersSent) response.setHeader('Connection', 'close');
    this.server.closeIdleConnections();
    const server = this.server;
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    try {
      await app.close();
    } finally {
      clearTimeout(cut);
    }
  }
}
