import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SecretSeal, type TransportKind } from '@flowershop/common/config';
import { IDENTITY_EVENTS, OTP_CODE_SEAL, type OtpRequestedEvent } from '@flowershop/common/contracts';
import {
  freePort,
  startEventTestApp,
  tempDir,
  waitFor,
  type EventTestApp,
  type ServiceHarness,
} from '@flowershop/common/testing';
import { startIdentity } from './identity-harness.js';

export interface OtpHarness {
  identity: ServiceHarness;
  /** A stand-in messaging service that records every `identity.otp.requested` it receives. */
  mailer: EventTestApp;
  /** The code of the latest event for `email` that arrived after `seen` earlier ones. */
  codeFor(email: string, seen?: number): Promise<MailedCode>;
  /** Each event's code opened, as messaging opens it. */
  eventsFor(email: string): MailedCode[];
  /** Every identity nedb file's text (compacted by a restart first, when asked). */
  storedText(): string;
  close(): Promise<void>;
}

export type MailedCode = OtpRequestedEvent & { code: string };

/** Identity plus a recording subscriber to its code events, over `transport`. */
export async function startOtpHarness(transport: TransportKind, env: Record<string, string> = {}): Promise<OtpHarness> {
  const messagingPort = String(await freePort());
  const identity = await startIdentity(
    transport,
    { email: 'owner@flowershop.test', password: 'correct horse battery' },
    { MESSAGING_TCP_PORT: messagingPort, ...env },
  );
  const mailerDir = tempDir('flowershop-otp-mailer-');
  const mailer = await startEventTestApp({
    service: 'messaging',
    env: { ...identity.env, DATA_DIR: mailerDir.path, MESSAGING_TCP_PORT: messagingPort },
    events: [IDENTITY_EVENTS.otpRequested],
  });
  const seal = new SecretSeal(identity.env.SEAL_KEYS!);
  const opened = (event: OtpRequestedEvent): MailedCode => ({
    ...event,
    code: seal.open(OTP_CODE_SEAL, event.sealedCode!),
  });
  const eventsFor = (email: string) =>
    mailer.calls
      .map((call) => call.payload as OtpRequestedEvent)
      .filter((event) => event.email === email)
      .map(opened);
  return {
    identity,
    mailer,
    eventsFor,
    codeFor: (email, seen = 0) =>
      waitFor(() => eventsFor(email).length > seen && eventsFor(email).at(-1), `a code event for ${email}`),
    storedText() {
      const dir = join(identity.env.DATA_DIR, 'db', 'identity');
      return readdirSync(dir)
        .map((file) => readFileSync(join(dir, file), 'utf8'))
        .join('\n');
    },
    async close() {
      await mailer.close();
      await identity.close();
      mailerDir.remove();
    },
  };
}
