import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  IDENTITY_PATTERNS,
  type CustomerLoginResult,
  type OtpRequestedEvent,
  type OtpSent,
  type Principal,
} from '@flowershop/common/contracts';
import { rejectsWith, transportsUnderTest } from '@flowershop/common/testing';
import { ServiceCallError } from '@flowershop/common/transport';
import { OtpSendLimits, SEND_SLOTS_KEEP_DAYS } from '../src/otp/otp-send-limits.js';
import { startOtpHarness, type OtpHarness } from './support/otp-harness.js';

const SENT = { message: 'OTP sent to your email!' };
/** The one answer to any code that does not sign in, whatever the reason (DESIGN §6). */
const REFUSED = { code: 'IDENTITY.OTP_INVALID', message: 'Invalid or expired code: check it, or request a new one' };
let unique = 0;
const newEmail = (label: string) => `${label}-${Date.now()}-${++unique}@shopper.test`;
/** A six-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

for (const transport of transportsUnderTest()) {
  describe(`identity one-time codes over ${transport}`, () => {
    let otp: OtpHarness;
    const send = <T>(pattern: string, payload: unknown) => otp.identity.clients.send<T>('identity', pattern, payload);
    const request = (email: string, clientIp?: string) =>
      send<OtpSent>(IDENTITY_PATTERNS.otpRequest, { email, ...(clientIp && { clientIp }) });
    const verify = (email: string, code: string) =>
      send<CustomerLoginResult>(IDENTITY_PATTERNS.otpVerify, { email, otp: code });

    before(async () => {
      otp = await startOtpHarness(transport);
    });
    after(async () => otp?.close());

    it('mails a 6-digit code that signs a new customer in once, with a customer token', async () => {
      const email = newEmail('first');
      assert.deepEqual(await request(` ${email.toUpperCase()} `), SENT);
      const event = await otp.codeFor(email);
      assert.match(event.code, /^\d{6}$/);
      const ttl = Date.parse(event.expiresAt) - Date.now();
      assert.ok(ttl > 9 * 60_000 && ttl <= 10 * 60_000, `expires in 10 minutes, not ${ttl} ms`);

      const result = await verify(email, event.code);
      assert.deepEqual(result.user, { email });
      const principal = await send<Principal>(IDENTITY_PATTERNS.tokenVerify, { token: result.token });
      assert.equal(principal.role, 'customer');
      assert.equal(principal.email, email);

      await rejectsWith(verify(email, event.code), 401, REFUSED);

      // The second sign-in finds the same customer.
      await request(email);
      const second = await verify(email, (await otp.codeFor(email, 1)).code);
      const again = await send<Principal>(IDENTITY_PATTERNS.tokenVerify, { token: second.token });
      assert.equal(again.sub, principal.sub);
    });

    it('answers a known and an unknown e-mail alike, when sending and when checking a code', async () => {
      const known = newEmail('known');
      await request(known);
      const { code } = await otp.codeFor(known);
      await verify(known, code);
      // Its code is used: the answer must not say so, or anybody could tell who has signed in.
      await rejectsWith(verify(known, code), 401, REFUSED);
      await rejectsWith(verify(known, wrong(code)), 401, REFUSED);
      const never = newEmail('never-sent');
      await rejectsWith(verify(never, code), 401, REFUSED);

      const unknown = newEmail('unknown');
      assert.deepEqual(await request(known), await request(unknown));
      await otp.codeFor(unknown);
    });

    it('kills a code after 5 wrong tries, even when the right one follows', async () => {
      const email = newEmail('guess');
      await request(email);
      const { code } = await otp.codeFor(email);
      for (let i = 0; i < 5; i++) {
        await rejectsWith(verify(email, wrong(code)), 401, REFUSED);
      }
      await rejectsWith(verify(email, code), 401, REFUSED);
      // Dead for good: the limit is on the code, not on a window of time.
      await rejectsWith(verify(email, code), 401, REFUSED);
    });

    it('accepts the right code after 4 wrong tries, and only the latest code', async () => {
      const email = newEmail('latest');
      await request(email);
      const first = await otp.codeFor(email);
      await request(email);
      const second = await otp.codeFor(email, 1);
      if (first.code !== second.code) await rejectsWith(verify(email, first.code), 401, REFUSED);
      for (let i = 0; i < 3; i++) await rejectsWith(verify(email, wrong(second.code)), 401);
      assert.deepEqual((await verify(email, second.code)).user, { email });
    });

    it('refuses operator objects, malformed e-mails and codes, and unknown fields (400)', async () => {
      const email = newEmail('shape');
      await rejectsWith(request({ $ne: null } as unknown as string), 400);
      await rejectsWith(send(IDENTITY_PATTERNS.otpRequest, { email: 'not-an-email' }), 400, {
        message: 'email must be a valid e-mail address, like name@example.com',
      });
      await rejectsWith(send(IDENTITY_PATTERNS.otpRequest, { email, admin: true }), 400);
      await rejectsWith(send(IDENTITY_PATTERNS.otpVerify, { email: { $ne: null }, otp: '123456' }), 400);
      await rejectsWith(send(IDENTITY_PATTERNS.otpVerify, { email, otp: { $ne: null } }), 400);
      await rejectsWith(send(IDENTITY_PATTERNS.otpVerify, { email, otp: '12345' }), 400, {
        message: 'otp must be the 6-digit code from the e-mail',
      });
      assert.equal(otp.eventsFor(email).length, 0, 'nothing was sent');
    });

    it('limits sends per client address with 429 and retryAfter', async () => {
      const clientIp = `198.51.100.${unique}`;
      for (let i = 0; i < 10; i++) await request(newEmail('client'), clientIp);
      const refused = newEmail('client');
      await assertRateLimited(request(refused, clientIp), 'client');
      assert.equal(otp.eventsFor(refused).length, 0);
      await request(refused, '198.51.100.254'); // another client is not held up
    });

    it('limits sends per e-mail with 429 and retryAfter, also after a restart', async () => {
      const email = newEmail('limit');
      for (let i = 0; i < 3; i++) await request(email, `203.0.113.${i}`);
      await assertRateLimited(request(email, '203.0.113.99'), 'e-mail');
      await otp.identity.restart();
      await assertRateLimited(request(email, '203.0.113.100'), 'e-mail');
      assert.equal(otp.eventsFor(email).length, 3);
      // What the refusal promises: the latest code sent still signs its owner in.
      const { token } = await verify(email, (await otp.codeFor(email, 2)).code);
      assert.ok(token);
    });

    it("counts an inbox's sends however its address is spelled (+tags, quotes, Gmail's dots)", async () => {
      // Each spelling is a different address (and account), but they all land in one inbox.
      const name = `inbox${Date.now()}${++unique}`;
      for (const [i, email] of [`${name}+1@shopper.test`, `"${name}"@shopper.test`, `${name}@shopper.test`].entries())
        await request(email, `192.0.2.${i}`);
      await assertRateLimited(request(`${name}+another@Shopper.test`, '192.0.2.9'), 'e-mail');
      await assertRateLimited(request(`"${name}+x"@shopper.test`, '192.0.2.10'), 'e-mail');
      const gmail = `g.${name}@gmail.com`;
      for (let i = 0; i < 3; i++) await request(gmail, `192.0.2.${20 + i}`);
      await assertRateLimited(request(`G${name}@googlemail.com`, '192.0.2.29'), 'e-mail');
      await request(`${name}x@shopper.test`, '192.0.2.30'); // another inbox is not held up
    });

    it('forgets send slots a day after their send: an address or client that asked once keeps no record for good', async () => {
      const email = newEmail('forgotten');
      for (let i = 0; i < 3; i++) await request(email, `198.18.0.${i}`);
      await assertRateLimited(request(email, '198.18.0.9'), 'e-mail');
      const limits = otp.identity.app.get(OtpSendLimits);
      const day = 24 * 60 * 60 * 1000;
      assert.equal(await limits.forgetOldSlots(new Date(Date.now() + day / 2)), 0, 'younger than a day: kept');
      assert.ok((await limits.forgetOldSlots(new Date(Date.now() + SEND_SLOTS_KEEP_DAYS * day + 60_000))) >= 6);
      await otp.identity.restart(); // compacts the files: deleted records leave them
      assert.doesNotMatch(otp.storedText(), /"_id":"(email|client):[^"]*","at":/, 'no slot left on disk either');
      assert.deepEqual(await request(email, '198.18.0.10'), SENT, 'its slots are gone, so it may ask again');
    });

    it('a revoked customer token stays revoked after identity restarts', async () => {
      const email = newEmail('revoked');
      await request(email);
      const { token } = await verify(email, (await otp.codeFor(email)).code);
      const kept = (await verify(email, (await request(email), await otp.codeFor(email, 1)).code)).token;
      await send(IDENTITY_PATTERNS.tokenRevoke, { token });
      await rejectsWith(send(IDENTITY_PATTERNS.tokenVerify, { token }), 401);
      await otp.identity.restart();
      await rejectsWith(send(IDENTITY_PATTERNS.tokenVerify, { token }), 401);
      const other = await send<Principal>(IDENTITY_PATTERNS.tokenVerify, { token: kept });
      assert.equal(other.email, email, 'only the revoked token is refused');
    });

    it('keeps only keyed hashes of codes at rest', async () => {
      const email = newEmail('rest');
      await request(email);
      await otp.codeFor(email);
      await otp.identity.restart(); // waits for the outbox relay and compacts the nedb files
      const stored = otp.storedText();
      assert.match(stored, /"codeHash":"[0-9a-f]{64}"/);
      const events = otp.mailer.calls.map((call) => call.payload as OtpRequestedEvent);
      assert.ok(
        events.every((event) => event.code === undefined && event.sealedCode),
        'every event seals its code',
      );
      const codes = [...new Set(events.map((event) => event.email))].flatMap((to) => otp.eventsFor(to));
      assert.ok(codes.length > 10);
      for (const { code } of codes) assert.ok(!stored.includes(`"${code}"`), `code ${code} found in identity's files`);
      assert.ok(!stored.includes('sealed:v1:'), 'no relayed event left in the files, not even sealed');
    });
  });
}

describe('identity one-time codes expire', () => {
  let otp: OtpHarness;
  before(async () => {
    otp = await startOtpHarness('tcp', { OTP_TTL_SECONDS: '1' });
  });
  after(async () => otp?.close());

  it('refuses a code after its time with the same 401 as a wrong one', async () => {
    const email = newEmail('expiry');
    await otp.identity.clients.send('identity', IDENTITY_PATTERNS.otpRequest, { email });
    const event = await otp.codeFor(email);
    // The event names the moment the code stops working; wait until just past it.
    await new Promise((done) => setTimeout(done, Math.max(0, Date.parse(event.expiresAt) - Date.now() + 20)));
    await rejectsWith(
      otp.identity.clients.send('identity', IDENTITY_PATTERNS.otpVerify, { email, otp: event.code }),
      401,
      REFUSED,
    );
  });
});

/** The client's limit says to wait; the e-mail's says the latest code sent still works. */
const REFUSALS = {
  client: ['IDENTITY.OTP_RATE_LIMITED', /^Too many codes requested: please wait \d+ minutes? and try again$/],
  'e-mail': [
    'IDENTITY.OTP_RECENTLY_SENT',
    /^Several codes were sent to this e-mail in the last few minutes: enter the latest one, or wait \d+ minutes? for a new one$/,
  ],
} as const;

async function assertRateLimited(call: Promise<unknown>, limit: keyof typeof REFUSALS): Promise<void> {
  const [code, message] = REFUSALS[limit];
  await assert.rejects(call, (error: unknown) => {
    assert.ok(error instanceof ServiceCallError, String(error));
    assert.equal(error.status, 429);
    assert.equal(error.code, code);
    assert.match(error.message, message);
    assert.ok(error.retryAfter && error.retryAfter > 0 && error.retryAfter <= 600, `retryAfter ${error.retryAfter}`);
    return true;
  });
}
