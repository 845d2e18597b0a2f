import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  mongoUnavailableReason,
  queueConsumerCount,
  SmtpTestServer,
  startServiceInstance,
  startStack,
  waitFor,
  type ServiceInstance,
  type Stack,
} from '@flowershop/common/testing';
import { codeIn } from './support/customer.js';
import { adminLogin, bearer, call, form } from './support/http.js';
import { startLoad, type Load, type LoadRequest } from './support/load.js';

/** Parallel clients of each load run: below RMQ_RPC_PREFETCH (128 by default), so one instance can hold them all. */
const WORKERS = 8;
/** A request unanswered this long while the other instance answers in milliseconds is held by the paused one. */
const HELD_MS = 500;
const BOUQUETS = ['Rose Dream', 'Tulip Morning', 'Lily Light'];
const LIST = /^catalog\.bouquet\.list$/;

/**
 * Several instances of a service on one RabbitMQ queue (competing consumers) and one MongoDB-
 * compatible store, as `docker compose up --scale catalog=3` or a Deployment's replicas run them.
 * nedb files cannot be shared between processes, hence MongoDB (MONGO_URL or jongodb).
 */
describe(
  'several instances of a service share its queue (RabbitMQ, MongoDB)',
  { skip: mongoUnavailableReason() },
  () => {
    let stack: Stack;
    let smtp: SmtpTestServer;
    const instances: ServiceInstance[] = [];
    const start = async (service: 'catalog' | 'identity', env: Record<string, string | undefined> = {}) => {
      const instance = await startServiceInstance(stack, service, env);
      instances.push(instance);
      return instance;
    };
    const consumers = (service: string) => queueConsumerCount(`${stack.env.RMQ_PREFIX}.${service}`);

    before(async () => {
      smtp = await SmtpTestServer.start();
      stack = await startStack({
        transport: 'rmq',
        store: 'mongo',
        // Each sign-in request below comes from its own client address (X-Forwarded-For), so only the per-e-mail limit decides.
        // Every catalogue read reaches a catalog instance: the gateway's answer cache is off (ADR 0010).
        // Every token check reaches an identity instance too: the gateway keeps no verified token
        // (token-revocation-rmq.e2e-spec.ts tests that it does, and what ends one).
        env: { SMTP_URL: smtp.url, TRUSTED_PROXIES: 'loopback', CATALOG_CACHE_TTL_MS: '0', VERIFIED_TOKEN_TTL_MS: '0' },
      });
    });
    after(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      await stack?.close();
      await smtp?.close();
    });

    describe('catalog: GET /api/bouquets under load', () => {
      let a: ServiceInstance;
      let b: ServiceInstance;
      const url = () => `${stack.baseUrl}/api/bouquets`;
      const check = (body: unknown) => {
        const names = Array.isArray(body) ? body.map((product: { name?: string }) => product.name).sort() : body;
        return JSON.stringify(names) === JSON.stringify([...BOUQUETS].sort())
          ? undefined
          : `wrong body ${JSON.stringify(body)}`;
      };
      /** The ids of a run's requests that an instance answered. */
      const answeredBy = (instance: ServiceInstance, tag: string) =>
        instance.handled(LIST).filter((id) => id.startsWith(`${tag}-`));
      const failures = (requests: readonly LoadRequest[]) => requests.filter((request) => request.failure);
      /**
       * Waits until each of `ids` is in one of the instances' logs (a line is written just after the
       * answer, so it can trail the HTTP response); fails naming those that are in none.
       */
      const waitAnswered = async (tag: string, ids: Iterable<string>, ...by: ServiceInstance[]) => {
        const missing = () => {
          const answered = new Set(by.flatMap((instance) => answeredBy(instance, tag)));
          return [...ids].filter((id) => !answered.has(id));
        };
        await waitFor(() => missing().length === 0, "each answer in an instance's log", 5000).catch(() =>
          assert.deepEqual(missing(), [], 'answered by none of the instances'),
        );
      };
      const summary = (requests: readonly LoadRequest[], started: number) =>
        `${requests.length} requests in ${Math.round(performance.now() - started)} ms`;

      /** Runs load until both instances have answered `atLeast` of its requests. */
      const loadOnBoth = async (tag: string, first: ServiceInstance, second: ServiceInstance, atLeast = 10) => {
        const load = startLoad(url(), { workers: WORKERS, tag, check });
        await waitFor(
          () => answeredBy(first, tag).length >= atLeast && answeredBy(second, tag).length >= atLeast,
          'both instances to answer part of the load',
        );
        return load;
      };
      /** Keeps the load on until the survivor has answered `more` requests after `since`, then stops it. */
      const takeOver = async (load: Load, tag: string, survivor: ServiceInstance, more = 20) => {
        const before = answeredBy(survivor, tag).length;
        await waitFor(() => answeredBy(survivor, tag).length >= before + more, 'the other instance to take the load');
        return await load.stop();
      };
      /** Pauses `instance` (SIGSTOP) until at least half the clients wait on requests it holds; their ids. */
      const pauseHolding = async (instance: ServiceInstance, load: Load) => {
        instance.signal('SIGSTOP');
        const held = await waitFor(() => {
          const now = performance.now();
          const waiting = load.outstanding().filter((request) => now - request.sentAt >= HELD_MS);
          return waiting.length >= WORKERS / 2 && waiting.map((request) => request.id);
        }, 'requests held by the paused instance');
        return new Set(held);
      };

      before(async () => {
        const { token } = await adminLogin(stack.baseUrl);
        for (const name of BOUQUETS) {
          const created = await call(stack.baseUrl, '/api/bouquets', {
            method: 'POST',
            headers: bearer(token),
            body: form({ name, price: '30', description: 'Fresh' }),
          });
          assert.equal(created.status, 201, JSON.stringify(created.body));
        }
        // Every catalog process from here on is this test's own, with its own log.
        await stack.stop('catalog');
        [a, b] = [await start('catalog'), await start('catalog')];
      });

      it('two instances consume the one queue and each answers part of the load, every request once', async () => {
        assert.equal(await consumers('catalog'), 2, 'two consumers on <prefix>.catalog');
        const started = performance.now();
        const load = await loadOnBoth('both', a, b, 20);
        const requests = await load.stop();
        assert.deepEqual(failures(requests), []);
        await waitAnswered(
          'both',
          requests.map((request) => request.id),
          a,
          b,
        );
        const byA = new Set(answeredBy(a, 'both'));
        const byB = new Set(answeredBy(b, 'both'));
        assert.deepEqual(
          [...byA].filter((id) => byB.has(id)),
          [],
          'no request answered by both',
        );
        console.log(`both serve: ${summary(requests, started)}, ${byA.size} by one instance, ${byB.size} by the other`);
      });

      it('SIGTERM mid-load: the stopping instance finishes what it took, exits 0, the other takes the rest; no request fails', async () => {
        const started = performance.now();
        const load = await loadOnBoth('term', a, b);
        a.signal('SIGTERM');
        const exit = await a.exited;
        assert.deepEqual(exit, { code: 0, signal: null }, a.output().slice(-2000));
        const requests = await takeOver(load, 'term', b);
        assert.deepEqual(failures(requests), []);
        const lines = a.logLines();
        const signalled = lines.findIndex((line) => String(line.message).includes('taking no new work'));
        assert.ok(signalled >= 0, 'it logged the signal');
        const afterSignal = lines
          .slice(signalled)
          .filter((line) => LIST.test(String(line.message).split(' ')[0])).length;
        console.log(
          `SIGTERM: ${summary(requests, started)}, ${afterSignal} answered by the stopping instance after the signal`,
        );
        assert.equal(await consumers('catalog'), 1);
      });

      it('SIGTERM while it holds requests (paused, as a stalled pod): each held request is answered, by it or after requeue by the other', async () => {
        const c = await start('catalog');
        const started = performance.now();
        const load = await loadOnBoth('held', b, c);
        const held = await pauseHolding(c, load);
        c.signal('SIGTERM');
        c.signal('SIGCONT');
        assert.deepEqual(await c.exited, { code: 0, signal: null }, c.output().slice(-2000));
        const requests = await takeOver(load, 'held', b);
        assert.deepEqual(failures(requests), []);
        await waitAnswered('held', held, b, c);
        const byC = new Set(answeredBy(c, 'held'));
        const byB = new Set(answeredBy(b, 'held'));
        assert.deepEqual(
          [...held].filter((id) => byC.has(id) && byB.has(id)),
          [],
          'none answered twice',
        );
        const requeued = [...held].filter((id) => byB.has(id)).length;
        console.log(
          `SIGTERM while holding ${held.size}: ${summary(requests, started)}; ${held.size - requeued} finished by the stopping instance, ${requeued} requeued to the other`,
        );
      });

      it('SIGKILL while it holds requests: the broker redelivers them (never acknowledged) and the other answers them within their expiry', async () => {
        const d = await start('catalog');
        const started = performance.now();
        const load = await loadOnBoth('kill', b, d);
        const held = await pauseHolding(d, load);
        d.signal('SIGKILL');
        assert.deepEqual(await d.exited, { code: null, signal: 'SIGKILL' });
        const requests = await takeOver(load, 'kill', b);
        // At most the requests it held may fail: those whose expiry (RPC_TIMEOUT_MS) passed before the redelivery.
        const failed = failures(requests);
        assert.deepEqual(
          failed.filter((request) => !held.has(request.id)),
          [],
          'no request fails but those it held',
        );
        const failedIds = new Set(failed.map((request) => request.id));
        await waitAnswered(
          'kill',
          [...held].filter((id) => !failedIds.has(id)),
          b,
        );
        const redelivered = [...held].filter((id) => answeredBy(b, 'kill').includes(id));
        assert.equal(
          redelivered.length + failed.length,
          held.size,
          'each held request answered by the survivor or failed',
        );
        assert.ok(redelivered.length > 0, 'held requests were redelivered to the survivor');
        // A request it handled just before the pause whose answer and ack never left the process is
        // in its log too: answered twice (at least once), harmless for a read, deduplicated for writes.
        const twice = redelivered.filter((id) => answeredBy(d, 'kill').includes(id)).length;
        console.log(
          `SIGKILL while holding ${held.size}: ${summary(requests, started)}; ${redelivered.length} redelivered and answered by the survivor (${twice} of them handled by the killed one before, answer lost), ${failed.length} failed`,
        );
        assert.equal(failed.length, 0, 'all held requests were answered within their expiry');
      });
    });

    describe('identity: limits and revocations in the shared store', () => {
      let one: ServiceInstance;
      let two: ServiceInstance;
      let client = 0;
      /** A request from a client address of its own, with the X-Request-Id `id`. */
      const post = (path: string, id: string, body: unknown, headers: Record<string, string> = {}) =>
        call(stack.baseUrl, path, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `203.0.113.${(++client % 250) + 1}`,
            'x-request-id': id,
            ...headers,
          },
          body: JSON.stringify(body),
        });
      /** Which instance answered the request `id` with `pattern` (its log line can trail the HTTP answer). */
      const answerer = (pattern: RegExp, id: string) =>
        waitFor(
          () => [one, two].find((instance) => instance.handled(pattern).includes(id)),
          `the instance that answered ${id}`,
          5000,
        );

      before(async () => {
        await stack.stop('identity');
        // With the stack's whole environment, S3 settings included: identity has no object store
        // and its readiness must not look for one.
        [one, two] = [await start('identity', {}), await start('identity', {})];
      });

      it('the per-e-mail code limit (3 per 10 minutes) holds across both: an instance that sent fewer than 3 refuses the 4th', async () => {
        assert.equal(await consumers('identity'), 2, 'two consumers on <prefix>.identity');
        const run = randomUUID().slice(0, 8);
        const email = `limit-${run}@example.test`;
        const statuses: number[] = [];
        for (let n = 1; n <= 6; n += 1) {
          statuses.push((await post('/api/users/request-otp', `otp-${run}-${n}`, { email })).status);
        }
        assert.deepEqual(statuses, [200, 200, 200, 429, 429, 429]);

        const OTP = /^identity\.otp\.request$/;
        const by = await Promise.all(statuses.map((_, n) => answerer(OTP, `otp-${run}-${n + 1}`)));
        assert.ok(by.includes(one) && by.includes(two), 'both instances answered');
        const sentBy = (instance: ServiceInstance) => by.slice(0, 3).filter((each) => each === instance).length;
        const refusers = by.slice(3);
        assert.ok(
          refusers.some((instance) => sentBy(instance) < 3),
          "a refusal came from an instance that had itself sent fewer than 3 codes: it counted the other one's",
        );
        await smtp.nthMailTo(email, 3);
        assert.equal(smtp.mailsTo(email).length, 3, 'three codes mailed');
        console.log(`code limit: sends answered by ${by.map((each) => (each === one ? 'one' : 'two')).join(', ')}`);
      });

      it('the per-e-mail code limit holds for requests that arrive together (8 at once on both instances: 3 sent)', async () => {
        const run = randomUUID().slice(0, 8);
        const email = `burst-${run}@example.test`;
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, n) => post('/api/users/request-otp', `burst-${run}-${n}`, { email })),
        );
        const statuses = answers.map((answer) => answer.status);
        assert.equal(statuses.filter((status) => status === 200).length, 3, statuses.join(', '));
      });

      it('a customer token revoked through one instance is refused by both (logout, then /api/users/me is 401 whoever answers)', async () => {
        const run = randomUUID().slice(0, 8);
        const email = `revoke-${run}@example.test`;
        assert.equal((await post('/api/users/request-otp', `in-${run}-1`, { email })).status, 200);
        const mail = await smtp.nthMailTo(email, 1);
        const login = await post('/api/users/verify-otp', `in-${run}-2`, { email, otp: codeIn(mail.text) });
        assert.equal(login.status, 200, JSON.stringify(login.body));
        const token = (login.body as { token: string }).token;

        const VERIFY = /^identity\.token\.verify$/;
        let n = 0;
        /** GET /api/users/me until both instances have checked the token (bounded); the statuses. */
        const meOnBoth = async (tag: string) => {
          const answers: { status: number; by: ServiceInstance }[] = [];
          while (
            answers.length < 12 &&
            !(answers.some((each) => each.by === one) && answers.some((each) => each.by === two))
          ) {
            const id = `${tag}-${run}-${++n}`;
            const me = await call(stack.baseUrl, '/api/users/me', {
              headers: { ...bearer(token), 'x-request-id': id },
            });
            answers.push({ status: me.status, by: await answerer(VERIFY, id) });
          }
          return answers;
        };

        const signedIn = await meOnBoth('me');
        assert.ok(
          signedIn.every((each) => each.status === 200),
          JSON.stringify(signedIn.map((each) => each.status)),
        );
        assert.ok(
          signedIn.some((each) => each.by === one) && signedIn.some((each) => each.by === two),
          'both checked it',
        );

        const logoutId = `out-${run}`;
        assert.equal((await post('/api/users/logout', logoutId, {}, bearer(token))).status, 200);
        const revoker = await answerer(/^identity\.token\.revoke$/, logoutId);

        const signedOut = await meOnBoth('gone');
        assert.ok(
          signedOut.every((each) => each.status === 401),
          JSON.stringify(signedOut.map((each) => each.status)),
        );
        assert.ok(
          signedOut.some((each) => each.by !== revoker),
          'the instance that did not revoke it refused it too',
        );
      });
    });
  },
);
