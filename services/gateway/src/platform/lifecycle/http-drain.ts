import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** `server.close()` keeps keep-alive connections open after their answer, so each says `Connection: close`. */
export class HttpDrain {
  private stopping = false;
  private server?: Server;
  private readonly open = new Set<Response>();

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

  /** Requests in flight get `graceMs` (their RPC calls still work: Nest closes the clients after the server). */
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
