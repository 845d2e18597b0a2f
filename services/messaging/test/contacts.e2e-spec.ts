import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { MESSAGING_PATTERNS, type ContactMessage, type ListPage } from '@flowershop/common/contracts';
import { rejectsWith, startServiceHarness, transportsUnderTest, type ServiceHarness } from '@flowershop/common/testing';
import { MessagingConfig } from '../src/config/messaging.config.js';
import { MessagingModule } from '../src/messaging.module.js';

const contacts = MESSAGING_PATTERNS.contacts;
const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Do you deliver on Sundays?' };

for (const transport of transportsUnderTest()) {
  describe(`messaging contact handlers over ${transport}`, () => {
    let harness: ServiceHarness;
    const send = <T>(pattern: string, payload: unknown) => harness.clients.send<T>('messaging', pattern, payload);
    const page = (query: { page?: number; size?: number } = {}) => send<ListPage<ContactMessage>>(contacts.list, query);
    const list = async () => (await page()).items;

    before(async () => {
      harness = await startServiceHarness({
        service: 'messaging',
        transport,
        configClass: MessagingConfig,
        module: (config) => MessagingModule.forRoot(config),
      });
    });
    after(async () => harness?.close());

    it('stores a message trimmed, with empty phone and subject when not given, and lists it', async () => {
      const stored = await send<ContactMessage>(contacts.create, {
        fields: { name: '  Ada Lovelace ', email: ' ada@example.com', message: '  Hello\nthere  ' },
      });
      assert.match(stored._id, /^[0-9a-f]{24}$/);
      assert.deepEqual(
        { ...stored, _id: undefined, createdAt: undefined },
        {
          _id: undefined,
          createdAt: undefined,
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: '',
          subject: '',
          message: 'Hello\nthere',
        },
      );
      assert.ok(Date.parse(stored.createdAt) <= Date.now());
      assert.deepEqual(
        (await list()).find((message) => message._id === stored._id),
        stored,
      );
    });

    it('lists newest first', async () => {
      const first = await send<ContactMessage>(contacts.create, { fields: { ...valid, subject: 'first' } });
      const second = await send<ContactMessage>(contacts.create, {
        fields: { ...valid, subject: 'second', phone: '+1 (201) 555-0100' },
      });
      const ids = (await list()).map((message) => message._id);
      assert.ok(ids.indexOf(second._id) < ids.indexOf(first._id), JSON.stringify(ids));
      const times = (await list()).map((message) => message.createdAt);
      assert.deepEqual(times, [...times].sort().reverse());
    });

    it('pages the list newest first, the pages adding up to the whole list, with the total', async () => {
      for (const n of [1, 2, 3]) await send(contacts.create, { fields: { ...valid, subject: `paged ${n}` } });
      const all = await page();
      assert.equal(all.total, all.items.length);
      const size = 2;
      const pages: ContactMessage[][] = [];
      for (let number = 1; number <= Math.ceil(all.total / size); number += 1) {
        const one = await page({ page: number, size });
        assert.equal(one.total, all.total);
        pages.push(one.items);
      }
      assert.deepEqual(pages.flat(), all.items, 'no message twice, none left out');
      assert.deepEqual(await page({ page: pages.length + 1, size }), { items: [], total: all.total });
      assert.equal((await page({ page: 1 })).items.length, Math.min(all.total, 25), 'a page of 25 by default');
      await rejectsWith(page({ page: 0 }), 400, { message: 'page must be a whole number from 1 to 1000000' });
      await rejectsWith(page({ page: 1, size: 101 }), 400, { message: 'size must be a whole number from 1 to 100' });
    });

    it('refuses bad input with 400 saying what is wrong, and stores nothing', async () => {
      const before = (await list()).length;
      const refused: [Record<string, unknown>, RegExp][] = [
        [{ email: valid.email, message: valid.message }, /^name is required$/],
        [{ ...valid, name: '   ' }, /^name must not be empty$/],
        [{ ...valid, email: undefined }, /^email is required$/],
        [{ ...valid, email: 'abc' }, /^email must be a valid e-mail address/],
        [{ ...valid, email: 'a@b' }, /^email must be a valid e-mail address/],
        [{ ...valid, message: '' }, /^message must not be empty$/],
        [{ ...valid, name: 'x'.repeat(101) }, /^name must be at most 100 characters$/],
        [{ ...valid, message: 'x'.repeat(5001) }, /^message must be at most 5000 characters$/],
        [{ ...valid, subject: 'x'.repeat(201) }, /^subject must be at most 200 characters$/],
        [{ ...valid, phone: '1'.repeat(41) }, /^phone must be at most 40 characters$/],
        [{ ...valid, name: 'Ada\nLovelace' }, /^name must not contain control characters$/],
        [{ ...valid, subject: 'evil\u202Etxt' }, /^subject must not contain bidirectional-override/],
        [{ ...valid, name: { $ne: null } }, /^name must be text$/],
        [{ ...valid, admin: true }, /admin should not exist/],
      ];
      for (const [fields, message] of refused) {
        await assert.rejects(send(contacts.create, { fields }), (error: { status: number; message: string }) => {
          assert.equal(error.status, 400, JSON.stringify(fields));
          assert.match(error.message, message);
          return true;
        });
      }
      await rejectsWith(send(contacts.create, { fields: valid, idempotencyKey: 'short' }), 400);
      assert.equal((await list()).length, before);
    });

    it('stores a message sent again with the same Idempotency-Key once, and refuses the key for another message', async () => {
      const idempotencyKey = randomUUID();
      const fields = { ...valid, subject: 'only once' };
      const [first, second] = await Promise.all([
        send<ContactMessage>(contacts.create, { fields, idempotencyKey }),
        send<ContactMessage>(contacts.create, { fields, idempotencyKey }),
      ]);
      const third = await send<ContactMessage>(contacts.create, { fields, idempotencyKey });
      assert.deepEqual(second, first);
      assert.deepEqual(third, first);
      assert.equal((await list()).filter((message) => message.subject === 'only once').length, 1);
      await rejectsWith(send(contacts.create, { fields: { ...fields, message: 'other' }, idempotencyKey }), 422, {
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
    });

    it('deletes a message once; an unknown id is 404', async () => {
      const stored = await send<ContactMessage>(contacts.create, { fields: valid });
      assert.deepEqual(await send(contacts.delete, { id: stored._id }), { deleted: true });
      assert.ok(!(await list()).some((message) => message._id === stored._id));
      await rejectsWith(send(contacts.delete, { id: stored._id }), 404, { code: 'MESSAGING.NOT_FOUND' });
      await rejectsWith(send(contacts.delete, { id: '' }), 400);
    });
  });
}
