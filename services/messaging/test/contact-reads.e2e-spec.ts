import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { MESSAGING_PATTERNS, type ContactMessage, type MessagingDashboard } from '@flowershop/common/contracts';
import { rejectsWith, setupsUnderTest, startServiceHarness, type ServiceHarness } from '@flowershop/common/testing';
import { MessagingConfig } from '../src/config/messaging.config.js';
import { MessagingModule } from '../src/messaging.module.js';

const { contacts, stats } = MESSAGING_PATTERNS;

// The count comes from the store (nedb or MongoDB), whatever carries the calls: TCP only.
for (const setup of setupsUnderTest().filter(({ transport }) => transport === 'tcp')) {
  describe(`unread contact messages ${setup.title}`, { skip: setup.skip }, () => {
    let harness: ServiceHarness;
    const send = <T>(pattern: string, payload: unknown) => harness.clients.send<T>('messaging', pattern, payload);
    const unread = async () => (await send<MessagingDashboard>(stats.dashboard, {})).messages;
    const seen = (upTo: string) => send<MessagingDashboard>(contacts.markSeen, { upTo });
    const receive = async (subject: string) => {
      const message = await send<ContactMessage>(contacts.create, {
        fields: { name: 'Ada Lovelace', email: 'ada@example.com', subject, message: 'Hello' },
      });
      await sleep(3); // distinct createdAt
      return message;
    };

    before(async () => {
      harness = await startServiceHarness({
        service: 'messaging',
        transport: setup.transport,
        store: setup.store,
        configClass: MessagingConfig,
        module: (config) => MessagingModule.forRoot(config),
      });
    });
    after(async () => harness?.close());

    it('counts every message as unread until the Messages page has shown it, then only later ones', async () => {
      assert.deepEqual(await unread(), { unread: 0, seenUpTo: null });
      const first = await receive('first');
      const second = await receive('second');
      const third = await receive('third');
      assert.equal((await unread()).unread, 3);

      assert.deepEqual(await seen(second.createdAt), { messages: { unread: 1, seenUpTo: second.createdAt } });
      // A page that loaded earlier and reports later does not move the mark back.
      assert.deepEqual(await seen(first.createdAt), { messages: { unread: 1, seenUpTo: second.createdAt } });
      assert.deepEqual(await unread(), { unread: 1, seenUpTo: second.createdAt });

      await send(contacts.delete, { id: third._id });
      assert.equal((await unread()).unread, 0, 'a deleted message is not waiting');
    });

    it('never marks messages that have not arrived yet as read, and refuses a mark that is not a date', async () => {
      const { messages } = await seen('2999-01-01T00:00:00.000Z');
      assert.equal(messages.unread, 0);
      assert.ok(Date.parse(messages.seenUpTo!) <= Date.now(), 'the mark is now at the latest');
      await sleep(3);
      await receive('later');
      assert.equal((await unread()).unread, 1);
      await rejectsWith(seen('yesterday'), 400);
      await rejectsWith(send(contacts.markSeen, {}), 400);
    });
  });
}
