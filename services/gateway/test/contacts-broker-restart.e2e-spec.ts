import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { ContactMessage } from '@flowershop/common/contracts';
import {
  privateBrokerSkipReason,
  startPrivateBroker,
  startStack,
  type PrivateBroker,
  type Stack,
} from '@flowershop/common/testing';
import { sendAcrossBrokerRestart, waitForOutboxMails } from './support/broker-restart.js';
import { adminLogin, bearer, call } from './support/http.js';

const MESSAGES = 200;

describe('contact messages while the broker restarts (TRANSPORT=rmq)', { skip: privateBrokerSkipReason() }, () => {
  let broker: PrivateBroker;
  let stack: Stack;

  before(async () => {
    broker = await startPrivateBroker();
    stack = await startStack({
      transport: 'rmq',
      env: { RABBITMQ_URL: broker.url, CONTACT_LIMIT_PER_MINUTE: '100000' },
    });
  });
  after(async () => {
    await stack?.close();
    await broker?.close();
  });

  it(`${MESSAGES} messages sent across a broker restart (each retried with its Idempotency-Key until 201) are all stored and mailed, none twice`, async () => {
    const run = randomUUID().slice(0, 8);
    const subject = (n: number) => `restart-${run}-${n}`;
    await sendAcrossBrokerRestart({
      broker,
      count: MESSAGES,
      senders: 8,
      stopAfter: 50,
      send: (n) =>
        call(stack.baseUrl, '/api/contacts', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': subject(n) },
          body: JSON.stringify({
            name: `Sender ${n}`,
            email: `sender${n}@example.com`,
            subject: subject(n),
            message: `#${n}`,
          }),
        }),
      // The messaging process's own lines: the gateway's 504s would hide why it stopped answering.
      logs: () =>
        stack
          .logs()
          .split('\n')
          .filter((line) => line.startsWith('[messaging]') || !line.startsWith('['))
          .join('\n'),
    });

    const { token } = await adminLogin(stack.baseUrl);
    const listed = await call<ContactMessage[]>(stack.baseUrl, '/api/contacts', { headers: bearer(token) });
    assert.equal(listed.status, 200);
    const ours = listed.body.filter((message) => message.subject.startsWith(`restart-${run}-`));
    assert.equal(ours.length, MESSAGES, 'every message stored');
    assert.equal(new Set(ours.map((message) => message.subject)).size, MESSAGES, 'none stored twice');

    // Each stored message is mailed to the shop once (the stack sends shop notices to the test admin).
    const mails = await waitForOutboxMails(
      stack.dataDir,
      (mail) => (mail.subject ?? '').includes(`restart-${run}-`),
      MESSAGES,
    );
    assert.equal(mails.length, MESSAGES, 'one mail per message');
    for (const message of ours) {
      assert.equal(
        mails.filter((mail) => (mail.subject ?? '').endsWith(`: ${message.subject}`)).length,
        1,
        message.subject,
      );
    }
  });
});
