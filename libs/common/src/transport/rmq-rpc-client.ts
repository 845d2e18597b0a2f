import { ClientRMQ } from '@nestjs/microservices';
import type { Channel } from 'amqplib';

/**
 * Nest's RabbitMQ client (ADR 18) on an unconfirmed channel: a request lives no longer than its
 * caller waits, so the broker's confirm would only add a round of work per call (ADR 11). Requests whose answers would come to a reply address the
 * broker dropped with the connection fail at once ("Connection closed", 503) instead of waiting
 * for their time-out; Nest itself only fails them on close().
 */
export class RmqRpcClient extends ClientRMQ {
  override createClient(): ReturnType<ClientRMQ['createClient']> {
    const client = super.createClient();
    client.on('disconnect', () => (this as unknown as { handleClose(): void }).handleClose());
    return client;
  }

  override createChannel(): Promise<void> {
    return new Promise((resolve) => {
      this.channel = this.client!.createChannel({
        json: false,
        confirm: false,
        setup: (channel: Channel) => this.setupChannel(channel, resolve),
      });
    });
  }
}
