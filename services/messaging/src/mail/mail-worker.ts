import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { withCorrelation } from '@flowershop/common/logging';
import { MAIL_SENDER, type MailSender, type OutgoingMail } from '@flowershop/common/mail';
import { SHOP_DETAILS } from '@flowershop/common/shop-rules';
import { MessagingConfig, mailboxAddress } from '../config/messaging.config.js';
import { MAIL_KINDS, type MailDataByKind, type MailKindName } from './mail-kinds.js';
import { MailQueue } from './mail-queue.js';
import type { MailRecord } from './mail-record.js';
import { MailAttachments } from './mail-attachments.js';
import { MailDeliveryHealth } from './mail-delivery-health.js';
import { ClaimedSend, SEND_DEADLINE_TIMEOUTS } from './mail-lease.js';
import { MailRenderer } from './mail-renderer.js';
import { mailMessageId } from './message-id.js';
import { retryDelay } from './retry-delay.js';
import { isRefusedForGood } from './smtp-refusal.js';

/** Mails sent side by side. */
const BATCH_SIZE = 4;
/** Due mails read per look at the queue: each look reads (and the embedded store sorts) every pending mail. */
const READ_AHEAD = 64;
/** Longest sleep: also how soon mails queued by another instance are noticed. */
const POLL_MS = 30_000;

/** `work`, or a rejection as soon as `signal` aborts (the work itself is left to finish unheeded). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/** Sends queued mails at start, whenever one is queued and when a retry is due; a failed one is never dropped. */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MailWorker');
  private running?: Promise<void>;
  private runAgain = false;
  /** An urgent mail was queued while a read-ahead is being sent: read the queue again first. */
  private urgentQueued = false;
  private stopped = false;
  private timer?: NodeJS.Timeout;
  private unsubscribe?: () => void;
  /** Runs in a row that could not read or update the queue (its store down or full). */
  private failedRuns = 0;

  constructor(
    private readonly queue: MailQueue,
    private readonly renderer: MailRenderer,
    @Inject(MAIL_SENDER) private readonly sender: MailSender,
    private readonly config: MessagingConfig,
    private readonly attachments: MailAttachments,
    private readonly health: MailDeliveryHealth,
  ) {}

  onApplicationBootstrap(): void {
    this.unsubscribe = this.queue.onEnqueued((urgent) => {
      if (urgent) this.urgentQueued = true;
      this.wake();
    });
    this.wake();
  }

  /** Stops before the store closes; a send under way finishes (bounded by the SMTP time-out). */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearTimeout(this.timer);
    await this.running;
  }

  private wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    clearTimeout(this.timer);
    // A run belongs to no request (else its lines would carry the id of whichever request woke it);
    // each mail is sent under the id of the request that queued it (sendDue).
    this.running = withCorrelation(undefined, () =>
      this.sendDue()
        .then(async () => {
          this.failedRuns = 0;
          const next = this.stopped ? undefined : await this.queue.nextDueAt();
          this.sleep(next ? next.getTime() - Date.now() : POLL_MS);
        })
        .catch((error: unknown) => {
          // Pauses double (up to POLL_MS), so a store that stays down logs twice a minute, not each second.
          this.failedRuns += 1;
          const pause = retryDelay(this.failedRuns, this.config.MAIL_RETRY_DELAY_MS, POLL_MS);
          this.logger.error(
            `Mail queue run failed (${this.failedRuns} in a row, next in ${pause} ms): ${describe(error)}`,
          );
          this.health.failed(`the mail queue could not be read or updated: ${describe(error)}`);
          this.sleep(pause);
        })
        .finally(() => {
          this.running = undefined;
          if (this.runAgain) {
            this.runAgain = false;
            this.wake();
          }
        }),
    );
  }

  private async sendDue(): Promise<void> {
    await this.queue.reclaimAbandoned(new Date());
    while (!this.stopped) {
      this.runAgain = false;
      this.urgentQueued = false;
      const due = await this.queue.due(new Date(), READ_AHEAD);
      if (due.length === 0) return;
      // The rest of a read-ahead waits for a look at the queue when an urgent mail came meanwhile.
      for (let start = 0; start < due.length && !this.stopped && !this.urgentQueued; start += BATCH_SIZE) {
        // allSettled: the run ends only when every send of the batch has finished
        const batch = due.slice(start, start + BATCH_SIZE);
        const failure = (
          await Promise.allSettled(batch.map((mail) => withCorrelation(mail.correlationId, () => this.deliver(mail))))
        ).find((result) => result.status === 'rejected');
        if (failure) throw failure.reason;
      }
    }
  }

  private async deliver(pending: MailRecord): Promise<void> {
    const mail = await this.queue.claim(pending, new Date());
    if (!mail) return;
    const messageId = mailMessageId(mail._id, mailboxAddress(this.config.MAIL_FROM) ?? this.config.MAIL_FROM);
    let outgoing: OutgoingMail;
    try {
      outgoing = this.render(mail, messageId);
    } catch (error) {
      // A fault of this one mail's data, not of delivery: health is not told.
      this.logger.error(`Mail ${mail._id} (${mail.kind}) cannot be rendered, kept as failed: ${describe(error)}`);
      await this.queue.markFailed(mail, describe(error), messageId);
      return;
    }
    const send = new ClaimedSend(
      () => this.queue.renewClaim(mail),
      (error) => this.logger.warn(`Claim on mail ${mail._id} not renewed: ${describe(error)}`),
      SEND_DEADLINE_TIMEOUTS * this.config.MAIL_SEND_TIMEOUT_MS,
    );
    try {
      const keys = MAIL_KINDS[mail.kind as MailKindName].attachments?.(mail.data as never) ?? [];
      const attachments = await untilAborted(this.attachments.load(keys), send.signal);
      await this.sender.send({ ...outgoing, attachments }, send.signal);
    } catch (error) {
      const reason = describe(send.signal.aborted ? send.signal.reason : error);
      if (send.claimLost) this.logger.warn(`Mail ${mail._id} stopped: ${reason}`);
      else await this.failed(mail, error, reason, messageId);
      return;
    } finally {
      send.stop();
    }
    this.health.sent();
    // A crash here, after the server took the mail and before this write, sends it once more
    // after the claim runs out: the copy has the same Message-ID.
    await this.queue.markSent(mail, messageId);
  }

  private render(mail: MailRecord, messageId: string): OutgoingMail {
    const kind = mail.kind as MailKindName;
    // A finished mail set back to pending by hand has nothing left to render (MailRecord.data).
    const data = this.queue.dataOf(mail) as MailDataByKind[typeof kind] | undefined;
    if (!data) throw new Error('its data was dropped when it was sent or failed');
    const replyTo = MAIL_KINDS[kind].replyTo?.(data as never);
    return {
      to: mail.to,
      ...this.renderer.render(kind, data),
      // Mails to the shop answer the shopper, in the shopper's words; mails to shoppers answer the
      // shop's public address (they say "reply").
      ...(replyTo
        ? { replyTo, headersFromUserText: true }
        : { replyTo: { name: SHOP_DETAILS.name, address: this.config.SHOP_CONTACT_EMAIL } }),
      messageId,
    };
  }

  private async failed(mail: MailRecord, error: unknown, reason: string, messageId: string): Promise<void> {
    if (isRefusedForGood(error)) {
      // Not told to health: anyone can ask for a login code to an address the relay refuses, and
      // the public /api/health must not turn 503 on that (logged as an error instead).
      this.logger.error(`Mail ${mail._id} to ${mail.to} refused for good, kept as failed: ${reason}`);
      await this.queue.markFailed(mail, reason, messageId);
      return;
    }
    this.health.failed(reason);
    const delay = retryDelay(mail.attempts, this.config.MAIL_RETRY_DELAY_MS, this.config.MAIL_RETRY_MAX_DELAY_MS);
    this.logger.warn(
      `Mail ${mail._id} to ${mail.to} not sent (attempt ${mail.attempts}), retry in ${delay} ms: ${reason}`,
    );
    await this.queue.retryLater(mail, reason, delay);
  }

  private sleep(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), Math.min(Math.max(ms, 0), POLL_MS));
    this.timer.unref();
  }
}
