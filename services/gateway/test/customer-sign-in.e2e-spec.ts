import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SmtpTestServer, startStack, type Stack } from '@flowershop/common/testing';
import { codeIn } from './support/customer.js';
import { bearer, call } from './support/http.js';

const SENT = { message: 'OTP sent to your email!' };
const REFUSED = 'Invalid or expired code: check it, or request a new one';
/** Code checks (and requests) one client may make per minute at the gateway. */
const CLIENT_LIMIT = 5;

describe('customer sign-in by e-mailed code over HTTP (RabbitMQ, real SMTP)', () => {
  let stack: Stack;
  let smtp: SmtpTestServer;
  let clients = 0;
  const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(stack.baseUrl, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${++clients}`, ...headers },
      body: JSON.stringify(body),
    });

  before(async () => {
    smtp = await SmtpTestServer.start();
    stack = await startStack({
      transport: 'rmq',
      env: { SMTP_URL: smtp.url, TRUSTED_PROXIES: 'loopback', OTP_LIMIT_PER_MINUTE: String(CLIENT_LIMIT) },
    });
  });
  after(async () => {
    await stack?.close();
    await smtp?.close();
  });

  it('a shopper requests a code, reads it from the mail, signs in, and signing out revokes the token', async () => {
    const email = `shopper-${Date.now()}@example.test`;
    const requested = await json('/api/users/request-otp', { email });
    assert.equal(requested.status, 200, JSON.stringify(requested.body));
    assert.deepEqual(requested.body, SENT);

    const mail = await smtp.nthMailTo(email, 1);
    assert.match(mail.subject ?? '', /^Your login code: \d{6}$/);
    const code = codeIn(mail.text);

    const wrongCode = await json('/api/users/verify-otp', { email, otp: code === '000000' ? '000001' : '000000' });
    assert.equal(wrongCode.status, 401);
    assert.equal(wrongCode.body.message, REFUSED);

    const login = await json('/api/users/verify-otp', { email: email.toUpperCase(), otp: code });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    assert.deepEqual(login.body.user, { email });
    const token: string = login.body.token;
    assert.deepEqual((await call(stack.baseUrl, '/api/users/me', { headers: bearer(token) })).body, { email });

    const reused = await json('/api/users/verify-otp', { email, otp: code });
    assert.equal(reused.status, 401);
    assert.equal(reused.body.message, REFUSED, 'a used code gets the answer a wrong one gets');

    const logout = await call(stack.baseUrl, '/api/users/logout', { method: 'POST', headers: bearer(token) });
    assert.equal(logout.status, 200, JSON.stringify(logout.body));
    const afterLogout = await call(stack.baseUrl, '/api/users/me', { headers: bearer(token) });
    assert.equal(afterLogout.status, 401);
  });

  it('answers a known and an unknown e-mail alike; malformed e-mails and operator objects get 400 and no mail', async () => {
    const unknown = `nobody-${Date.now()}@example.test`;
    const answer = await json('/api/users/request-otp', { email: unknown });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, SENT);
    await smtp.nthMailTo(unknown, 1);

    const bad = `bad-${Date.now()}@example.test`;
    for (const body of [{ email: { $ne: null } }, { email: 'not-an-email' }, { email: bad, clientIp: '1.2.3.4' }, {}]) {
      const refused = await json('/api/users/request-otp', body);
      assert.equal(refused.status, 400, JSON.stringify(body));
      assert.equal(typeof refused.body.message, 'string');
    }
    const badOtp = await json('/api/users/verify-otp', { email: bad, otp: { $ne: null } });
    assert.equal(badOtp.status, 400);
    assert.equal(smtp.mailsTo(bad).length, 0);
  });

  it('the fourth code for one e-mail within 10 minutes is 429, pointing to the latest code, with Retry-After', async () => {
    const email = `busy-${Date.now()}@example.test`;
    for (let i = 0; i < 3; i++) assert.equal((await json('/api/users/request-otp', { email })).status, 200);
    const refused = await json('/api/users/request-otp', { email });
    assert.equal(refused.status, 429);
    assert.equal(refused.body.code, 'IDENTITY.OTP_RECENTLY_SENT');
    assert.match(
      refused.body.message,
      /^Several codes were sent to this e-mail in the last few minutes: enter the latest one, or wait \d+ minutes? for a new one$/,
    );
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter > 0 && retryAfter <= 600, `Retry-After ${retryAfter}`);
  });

  it('one client guessing codes for many addresses is held up by the gateway with 429 and Retry-After', async () => {
    const guess = (i: number) =>
      json(
        '/api/users/verify-otp',
        { email: `guess-${i}@example.test`, otp: '123456' },
        { 'x-forwarded-for': '192.0.2.7' },
      );
    for (let i = 0; i < CLIENT_LIMIT; i++) assert.equal((await guess(i)).status, 401);
    const refused = await guess(CLIENT_LIMIT);
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
  });

  it("identity's limit of addresses per client takes an IPv6 client as its network, as the gateway's does", async () => {
    // A gateway limit above identity's own, so identity's is the one met.
    const restartGateway = await stack.stop('gateway');
    await restartGateway({ OTP_LIMIT_PER_MINUTE: '50' });
    const request = (i: number, from: string) =>
      json('/api/users/request-otp', { email: `v6-${i}-${Date.now()}@example.test` }, { 'x-forwarded-for': from });
    // Every address of one /64 (what one line or server gets) is one client, however it is rotated.
    for (let i = 1; i <= 10; i++) assert.equal((await request(i, `2001:db8:7:1::${i}`)).status, 200);
    const refused = await request(11, '2001:db8:7:1:aaaa:bbbb:cccc:dddd');
    assert.equal(refused.status, 429);
    assert.equal(refused.body.code, 'IDENTITY.OTP_RATE_LIMITED');
    assert.equal((await request(12, '2001:db8:8:1::1')).status, 200, 'another /64 is another client');
  });

  it('a guesser at one address cannot lock the owner out: from another, the owner gets a fresh code and signs in (ADR 19)', async () => {
    // Identity's rule is what is shown, not the gateway's per-minute limit: that one goes up.
    const restartGateway = await stack.stop('gateway');
    await restartGateway({ OTP_LIMIT_PER_MINUTE: '50' });
    const email = `victim-${Date.now()}@example.test`;
    const attacker = { 'x-forwarded-for': '198.18.0.66' };
    const owner = { 'x-forwarded-for': '198.18.0.20' };
    const requestFrom = (from: Record<string, string>) => json('/api/users/request-otp', { email }, from);
    const verifyFrom = (from: Record<string, string>, otp: string) =>
      json('/api/users/verify-otp', { email, otp }, from);
    const mailedCodes = async (count: number) => {
      await smtp.nthMailTo(email, count);
      return smtp.mailsTo(email).map((mail) => codeIn(mail.text));
    };
    /** A code none of the mails holds (mails may arrive in any order, so which is the latest is not known here). */
    const wrong = (codes: string[]) =>
      ['000000', '000001', '000002', '000003', '000004'].find((guess) => !codes.includes(guess))!;

    for (let i = 0; i < 3; i++) assert.equal((await requestFrom(attacker)).status, 200);
    const sent = await mailedCodes(3);
    for (let i = 0; i < 5; i++) assert.equal((await verifyFrom(attacker, wrong(sent))).status, 401);
    for (const code of sent) assert.equal((await verifyFrom(attacker, code)).status, 401, 'dead for the guesser');
    const refused = await requestFrom(attacker);
    assert.equal(refused.status, 429, 'and the guesser gets no fresh one');
    assert.equal(refused.body.code, 'IDENTITY.OTP_RECENTLY_SENT');

    assert.equal((await requestFrom(owner)).status, 200, 'the owner does');
    const fresh = (await mailedCodes(4))[3];
    for (let i = 0; i < 6; i++) assert.equal((await verifyFrom(attacker, wrong([fresh]))).status, 401);
    assert.equal((await requestFrom(attacker)).status, 429, 'still no code for the guesser');
    const login = await verifyFrom(owner, fresh);
    assert.equal(login.status, 200, JSON.stringify(login.body));
    assert.deepEqual(login.body.user, { email });
    assert.equal(smtp.mailsTo(email).length, 4, 'one mail more than the inbox limit, no flood');
  });
});
