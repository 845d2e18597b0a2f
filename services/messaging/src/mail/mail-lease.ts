// Claims that renew: replicas never send one mail side by side, and a worker that died mid-send
// (kill -9, a crash, a lost machine) leaves its mails for one lease, not minutes.

export const CLAIM_LEASE_MS = 15_000;
/** How often a worker renews the claims of its sends in flight: three tries per lease. */
export const LEASE_RENEW_MS = 5_000;
/** Whole sends stop after this many MAIL_SEND_TIMEOUT_MS: nodemailer's time-outs bound each step, not the whole. */
export const SEND_DEADLINE_TIMEOUTS = 2;

/** ISO 8601, as the queue compares times. */
export function leaseEnd(now: Date): string {
  return new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
}

/**
 * One send under its claim, renewed every LEASE_RENEW_MS; `signal` aborts at the deadline or when a
 * renewal finds the claim gone (another worker took it back): the send stops rather than run beside it.
 */
export class ClaimedSend {
  private readonly controller = new AbortController();
  readonly signal: AbortSignal = this.controller.signal;
  private readonly renewal: NodeJS.Timeout;
  private readonly deadline: NodeJS.Timeout;
  /** The mail is another worker's now, its record not this one's to write. */
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

  stop(): void {
    clearInterval(this.renewal);
    clearTimeout(this.deadline);
  }
}
