import { Logger } from '@nestjs/common';
import { ClientTCP, type TcpClientOptions } from '@nestjs/microservices';
import { brokenConnectionCode } from './broken-connection.js';

/**
 * Nest's TCP client, but a connection the service broke (it crashed or was killed: ECONNRESET,
 * EPIPE) is one warning naming the service, not an error with a stack: the requests on it fail
 * with "Connection closed" (the caller answers 503) and the next request connects again. Other
 * errors stay Nest's. (A refused connection was never logged: the caller says it.)
 */
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
    if (code) {
      this.calmLogger.warn(`Connection to the ${this.service} service ended abruptly (${code})`);
      return;
    }
    super.handleError(error);
  }
}
