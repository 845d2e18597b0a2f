// How a worker holds the mails it is sending, so that several messaging replicas never send one
// mail side by side and a worker that died mid-send leaves its mails for seconds, not minutes.

/**
 * A claim holds this long unless its worker renews it: a worker that dies mid-send (kill -9, a
 * crash, a lost machine) leaves its mails at most this long before another worker, or itself
 * restarted, sends them again.
 */
export const CLAIM_LEASE_MS = 15_000;
/** How often a worker renews the claims of its sends in flight: three tries per lease. */
export const LEASE_RENEW_MS = 5_000;
/**
 * A whole send (its attachments and the SMTP exchange) is stopped after this many
 * MAIL_SEND_TIMEOUT_MS. nodemailer's time-outs bound each step (connect, greeting, each answer), not
 * the whole, so a server answering slowly step after step would otherwise keep a claim renewed,
 * and the worker's batch waiting, for ever.
 */
export const SEND_DEADLINE_TIMEOUTS = 2;

/** When a claim made or renewed at `now` runs out (ISO 8601, as the queue compares times). */
export function leaseEnd(now: Date): string {
  return new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
}

/**
 * One send under its claim: renews the claim every LEASE_RENEW_MS, and `signal` aborts at the
 * deadline or when a renewal finds the claim gone (it ran out, e.g. while the store did not answer,
 * and another worker took the mail back): the send stops rather than run beside another one.
 */
export class ClaimedSend {
  private readonly controller = new AbortController();
  private readonly renewal: NodeJS.Timeout;
  private readonly deadline: NodeJS.Timeout;
  /** The claim was found gone: the mail is another worker's now, its record not this one's to write. */
  claimLost = false;

  constructor(renew: () => Promise<boolean>, onRenewalError: (error: unknown) => void, deadlineMs: number) {
    this.renewal = setInterval(() => {
      renew().then((kept) => {
        if (kept) return;
        this.claimLost = true;
        this.controller.abort(new Error('its claim ran out and was taken back'));
      }, onRenewalError);
    }, LEASE_RENEW_MS);
    this.deadline = setTimeout(
      () => this.controller.abort(new Error(`the send took longer than ${deadlineMs} ms and was stopped`)),
      deadlineMs,
    );
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  stop(): void {
    clearInterval(this.renewal);
    clearTimeout(this.deadline);
  }
}
