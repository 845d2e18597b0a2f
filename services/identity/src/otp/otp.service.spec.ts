import 'reflect-metadata';
import assert from 'node:assert/strict';
import { beforeEach, describe, it, mock } from 'node:test';
import { JwtService } from '@nestjs/jwt';
import { SecretSeal } from '@flowershop/common/config';
import { IDENTITY_EVENTS, OTP_CODE_SEAL, type OtpRequestedEvent } from '@flowershop/common/contracts';
import { inMemoryStore, RecordingOutbox, TEST_SEAL_KEYS } from '@flowershop/common/testing';
import { IdentityConfig } from '../config/identity.config.js';
import { CustomerService } from '../customers/customer.service.js';
import { TokenService } from '../tokens/token.service.js';
import { deriveOtpKey, hashOtp, otpMatches } from './otp-codes.js';
import { OTP_SEND_LIMITS, OtpSendLimits } from './otp-send-limits.js';
import { OTP_CODES, OTP_MAX_WRONG_TRIES, OTP_REFUSED_MESSAGE, OTP_SENT, OtpService } from './otp.service.js';

const SECRET = 'the identity token secret, 32 characters or more';
const START = Date.parse('2026-12-01T15:00:00Z');
const ANN = 'ann@example.test';
const REFUSED = { code: 'IDENTITY.OTP_INVALID', status: 401, message: OTP_REFUSED_MESSAGE };

function identity(settings: Partial<IdentityConfig> = {}) {
  const store = inMemoryStore();
  const config = Object.assign(new IdentityConfig(), { JWT_SECRET: SECRET, OTP_TTL_SECONDS: 600, ...settings });
  const outbox = new RecordingOutbox(store);
  const seal = new SecretSeal(TEST_SEAL_KEYS);
  const tokens = new TokenService(new JwtService({ secret: SECRET }), config, store, outbox);
  const otp = new OtpService(
    store,
    deriveOtpKey(SECRET),
    config,
    outbox,
    new OtpSendLimits(store),
    new CustomerService(store),
    tokens,
    seal,
  );
  /** The code in the latest mail to `email`, opened as messaging opens it. */
  const mailedCode = (email = ANN) => {
    const sent = outbox
      .payloads<OtpRequestedEvent>(IDENTITY_EVENTS.otpRequested)
      .findLast((each) => each.email === email);
    assert.equal(sent!.code, undefined, 'the event carries no code in clear');
    return seal.open(OTP_CODE_SEAL, sent!.sealedCode!);
  };
  return { otp, tokens, outbox, store, mailedCode };
}

/** A six-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time sign-in codes', () => {
  beforeEach(() => {
    mock.timers.reset();
    mock.timers.enable({ apis: ['Date'], now: START });
  });

  it('mails six digits that work once for ten minutes, and store only a keyed hash of them', async () => {
    const { otp, outbox, store, mailedCode } = identity();
    assert.deepEqual(await otp.request(' Ann@Example.TEST ', '203.0.113.9'), OTP_SENT);
    const [sent] = outbox.payloads<OtpRequestedEvent>(IDENTITY_EVENTS.otpRequested);
    assert.equal(sent?.email, ANN, 'the address is normalised');
    assert.match(mailedCode(), /^\d{6}$/);
    assert.equal(sent.expiresAt, new Date(START + 600_000).toISOString());
    const stored = JSON.stringify(await store.collection(OTP_CODES).find());
    assert.equal(stored.includes(`"${mailedCode()}"`), false, 'the code itself is never stored');
  });

  it('sign the customer in with a token, once: the same code a second time is refused', async () => {
    const { otp, tokens, mailedCode } = identity();
    await otp.request(ANN);
    const { token, user } = await otp.verify('ANN@example.test', mailedCode());
    assert.deepEqual(user, { email: ANN });
    const claims = await tokens.verify(token);
    assert.deepEqual([claims.email, claims.role], [ANN, 'customer']);
    await assert.rejects(otp.verify(ANN, mailedCode()), REFUSED);
  });

  it('stop working when their ten minutes are over', async () => {
    const { otp, mailedCode } = identity();
    await otp.request(ANN);
    mock.timers.tick(600_000);
    await assert.rejects(otp.verify(ANN, mailedCode()), REFUSED);
  });

  it('still work in their last second', async () => {
    const { otp, mailedCode } = identity();
    await otp.request(ANN);
    mock.timers.tick(599_000);
    assert.ok((await otp.verify(ANN, mailedCode())).token);
  });

  it(`die after ${OTP_MAX_WRONG_TRIES} wrong tries: the right code is refused from then on`, async () => {
    const { otp, mailedCode } = identity();
    await otp.request(ANN);
    for (let i = 0; i < OTP_MAX_WRONG_TRIES; i += 1)
      await assert.rejects(otp.verify(ANN, wrong(mailedCode())), REFUSED);
    await assert.rejects(otp.verify(ANN, mailedCode()), REFUSED);
  });

  it(`take the right code after ${OTP_MAX_WRONG_TRIES - 1} wrong tries`, async () => {
    const { otp, mailedCode } = identity();
    await otp.request(ANN);
    for (let i = 0; i < OTP_MAX_WRONG_TRIES - 1; i += 1) await assert.rejects(otp.verify(ANN, wrong(mailedCode())));
    assert.ok((await otp.verify(ANN, mailedCode())).token);
  });

  it('are replaced by a newer one: only the latest is kept, and the earlier one no longer signs in', async () => {
    const { otp, store, mailedCode } = identity();
    await otp.request(ANN);
    const first = mailedCode();
    await otp.request(ANN);
    const latest = mailedCode();
    const kept = await store.collection<{ _id: string; codeHash: string }>(OTP_CODES).find();
    assert.deepEqual(
      kept.map((record) => record.codeHash),
      [hashOtp(deriveOtpKey(SECRET), ANN, latest).toString('hex')],
    );
    // Two draws of six random digits match once in a million runs; the earlier code is then the latest.
    if (first !== latest) await assert.rejects(otp.verify(ANN, first), REFUSED);
    assert.ok((await otp.verify(ANN, latest)).token);
  });

  it('answer an address that never asked for one like any other refusal', async () => {
    const { otp } = identity();
    await assert.rejects(otp.verify('nobody@example.test', '123456'), REFUSED);
  });
});

describe('sign-in code send limits', () => {
  beforeEach(() => {
    mock.timers.reset();
    mock.timers.enable({ apis: ['Date'], now: START });
  });

  it(`send ${OTP_SEND_LIMITS.perEmail} codes to one inbox per ten minutes, then say to use the latest, with Retry-After`, async () => {
    const { otp } = identity();
    for (let i = 0; i < OTP_SEND_LIMITS.perEmail; i += 1) {
      await otp.request(ANN, `198.51.100.${i}`);
      mock.timers.tick(60_000);
    }
    // Plus-addresses reach the same inbox and count for it.
    await assert.rejects(otp.request('ann+again@example.test', '198.51.100.99'), {
      code: 'IDENTITY.OTP_RECENTLY_SENT',
      status: 429,
      message:
        'Several codes were sent to this e-mail in the last few minutes: enter the latest one, or wait 7 minutes for a new one',
      extras: { retryAfter: 420 },
    });
    mock.timers.tick(421_000); // the first send has left the window
    assert.deepEqual(await otp.request(ANN, '198.51.100.99'), OTP_SENT);
  });

  it(`send ${OTP_SEND_LIMITS.perClient} codes per client address; a refused send takes none of the inbox's`, async () => {
    const { otp } = identity();
    const client = '203.0.113.7';
    for (let i = 0; i < OTP_SEND_LIMITS.perClient; i += 1) await otp.request(`shopper${i}@example.test`, client);
    await assert.rejects(otp.request(ANN, client), {
      code: 'IDENTITY.OTP_RATE_LIMITED',
      status: 429,
      message: 'Too many codes requested: please wait 10 minutes and try again',
      extras: { retryAfter: 600 },
    });
    for (let i = 0; i < OTP_SEND_LIMITS.perEmail; i += 1) await otp.request(ANN, `198.51.100.${i}`);
  });
});

describe('a guesser cannot lock an inbox out (ADR 19)', () => {
  const GUESSER = '203.0.113.66';
  const OWNER = '198.51.100.20';
  const RECENTLY_SENT = { code: 'IDENTITY.OTP_RECENTLY_SENT', status: 429 };
  beforeEach(() => {
    mock.timers.reset();
    mock.timers.enable({ apis: ['Date'], now: START });
  });

  /** `client` spends its wrong tries at ANN's latest code. */
  async function burn(otp: OtpService, code: string, client: string) {
    for (let i = 0; i < OTP_MAX_WRONG_TRIES; i += 1)
      await assert.rejects(otp.verify(ANN, wrong(code), client), REFUSED);
  }

  it('a code the guesser asked for and burnt still signs its owner in from another client', async () => {
    const { otp, mailedCode } = identity();
    for (let i = 0; i < OTP_SEND_LIMITS.perEmail; i += 1) await otp.request(ANN, GUESSER);
    await burn(otp, mailedCode(), GUESSER);
    await assert.rejects(otp.verify(ANN, mailedCode(), GUESSER), REFUSED, 'dead for the guesser');
    await assert.rejects(otp.request(ANN, GUESSER), RECENTLY_SENT, 'and no fresh one for it');
    assert.ok((await otp.verify(ANN, mailedCode(), OWNER)).token, 'the owner reads it in the inbox and signs in');
  });

  it('a code its asker burnt is replaced for a client that took no part, and the fresh one signs in', async () => {
    const { otp, mailedCode } = identity();
    for (let i = 0; i < OTP_SEND_LIMITS.perEmail; i += 1) await otp.request(ANN, GUESSER);
    await burn(otp, mailedCode(), GUESSER);
    assert.deepEqual(await otp.request(ANN, OWNER), OTP_SENT);
    await burn(otp, mailedCode(), GUESSER);
    assert.ok((await otp.verify(ANN, mailedCode(), OWNER)).token);
  });

  it("other clients' wrong tries leave a code good for the client that asked for it", async () => {
    const { otp, mailedCode } = identity();
    await otp.request(ANN, OWNER);
    await burn(otp, mailedCode(), GUESSER);
    await assert.rejects(otp.verify(ANN, wrong(mailedCode()), '203.0.113.67'), REFUSED);
    await assert.rejects(otp.verify(ANN, mailedCode(), GUESSER), REFUSED, 'the others have no tries left');
    assert.ok((await otp.verify(ANN, mailedCode(), OWNER)).token);
  });

  it("a latest code dead for a client by others' guesses is replaced past the inbox limit, which the guessers cannot use up", async () => {
    const { otp, outbox, mailedCode } = identity();
    for (let i = 0; i < OTP_SEND_LIMITS.perEmail; i += 1) await otp.request(ANN, GUESSER);
    await burn(otp, mailedCode(), GUESSER);
    await burn(otp, mailedCode(), '203.0.113.67');
    await assert.rejects(otp.request(ANN, GUESSER), RECENTLY_SENT);
    assert.deepEqual(await otp.request(ANN, OWNER), OTP_SENT, 'dead for the owner: a fresh code');
    const fresh = mailedCode();
    await burn(otp, fresh, GUESSER);
    await burn(otp, fresh, '203.0.113.67');
    await assert.rejects(otp.request(ANN, GUESSER), RECENTLY_SENT, 'the fresh code is alive for its asker');
    assert.ok((await otp.verify(ANN, fresh, OWNER)).token);
    assert.equal(outbox.payloads(IDENTITY_EVENTS.otpRequested).length, OTP_SEND_LIMITS.perEmail + 1);
  });

  it('gives an inbox at most OTP_REPLACEMENT_SENDS_PER_EMAIL replacements per window (0: none), and not for a used code', async () => {
    for (const replacements of [0, 2]) {
      const { otp, mailedCode } = identity({ OTP_REPLACEMENT_SENDS_PER_EMAIL: replacements });
      for (let i = 0; i < OTP_SEND_LIMITS.perEmail; i += 1) await otp.request(ANN, GUESSER);
      for (let round = 0; round <= replacements; round += 1) {
        const asker = `198.51.100.${round}`;
        await burn(otp, mailedCode(), GUESSER === asker ? OWNER : `203.0.113.${round}`);
        if (round === replacements) await assert.rejects(otp.request(ANN, asker), RECENTLY_SENT);
        else assert.deepEqual(await otp.request(ANN, asker), OTP_SENT, `replacement ${round + 1}`);
      }
      mock.timers.tick(OTP_SEND_LIMITS.windowMs + 1000);
      assert.deepEqual(await otp.request(ANN, GUESSER), OTP_SENT, 'the window over, sends are back');
    }
    const { otp, mailedCode } = identity();
    for (let i = 0; i < OTP_SEND_LIMITS.perEmail; i += 1) await otp.request(ANN, OWNER);
    await otp.verify(ANN, mailedCode(), OWNER);
    await assert.rejects(otp.request(ANN, '198.51.100.21'), RECENTLY_SENT, 'signed in: nothing to replace');
  });

  it('replaces an expired latest code for its own asker too', async () => {
    const { otp } = identity({ OTP_TTL_SECONDS: 60 });
    for (let i = 0; i < OTP_SEND_LIMITS.perEmail; i += 1) await otp.request(ANN, GUESSER);
    await assert.rejects(otp.request(ANN, OWNER), RECENTLY_SENT, 'the latest still works');
    mock.timers.tick(60_000);
    assert.deepEqual(await otp.request(ANN, OWNER), OTP_SENT);
  });
});

describe('code hashes', () => {
  const key = deriveOtpKey(SECRET);

  it('are bound to the key and the address, and compared whatever the stored length', () => {
    const stored = hashOtp(key, ANN, '123456').toString('hex');
    assert.equal(otpMatches(key, ANN, '123456', stored), true);
    assert.equal(otpMatches(key, ANN, '123457', stored), false);
    assert.equal(otpMatches(key, 'ben@example.test', '123456', stored), false);
    assert.equal(otpMatches(deriveOtpKey(`${SECRET}!`), ANN, '123456', stored), false);
    // timingSafeEqual throws on buffers of different lengths: a damaged record is a refusal, not a 500.
    assert.equal(otpMatches(key, ANN, '123456', stored.slice(0, 10)), false);
    assert.equal(otpMatches(key, ANN, '123456', ''), false);
  });
});
