import 'reflect-metadata';
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CustomerEmailDto } from '../identity/otp.dto.js';
import { contactFieldProblem } from '../messaging/contact.dto.js';
import { checkCustomOrderRequest } from './custom-order.dto.js';

// isEmail accepts line breaks inside a quoted local part; such an address ends up in the To or
// Reply-To header of the shop's mails, so neither a custom order nor a sign-in may carry one.
const injected = '"x\r\nBcc: spam@evil.example"@example.com';

it('a custom order whose e-mail holds a line break is refused; a quoted address without one is fine', async () => {
  const order = { type: 'upload', name: 'Eve', phone: '1' };
  const refused = await checkCustomOrderRequest({ ...order, email: injected });
  assert.equal(refused.problem, 'email must not contain control characters');
  const quoted = await checkCustomOrderRequest({ ...order, email: '"eve smith"@example.com' });
  assert.equal(quoted.problem, undefined);
});

it('a sign-in code is not sent to an e-mail that holds a line break', async () => {
  const errors = await validate(plainToInstance(CustomerEmailDto, { email: injected }));
  assert.deepEqual(
    errors.flatMap((error) => Object.values(error.constraints ?? {})),
    ['email must not contain control characters'],
  );
  assert.deepEqual(await validate(plainToInstance(CustomerEmailDto, { email: ' ann@example.com ' })), []);
});

it('a custom order with a prototype key is refused, not accepted without it', async () => {
  const order = '{"type":"upload","name":"Eve","email":"eve@example.com","phone":"1"';
  assert.equal((await checkCustomOrderRequest(JSON.parse(`${order}}`))).problem, undefined);
  const refused = await checkCustomOrderRequest(JSON.parse(`${order},"__proto__":{"status":"Done"}}`));
  assert.equal(refused.problem, 'property __proto__ should not exist');
  const nested = await checkCustomOrderRequest(JSON.parse(`${order},"constructor":{"prototype":{}}}`));
  assert.equal(nested.problem, 'property constructor should not exist');
});

it('an e-mail with half a surrogate pair is refused, not a URIError out of isEmail (a 500)', async () => {
  const order = { type: 'upload', name: 'Eve', phone: '1' };
  const refused = await checkCustomOrderRequest({ ...order, email: 'eve\uD800@example.com' });
  assert.equal(refused.problem, 'email must be a valid e-mail address, like name@example.com');
  // Every rule runs when a service validates (no stopAtFirstError): none may throw either.
  const errors = await validate(plainToInstance(CustomerEmailDto, { email: 'eve\uD800@example.com' }));
  assert.deepEqual(
    errors.flatMap((error) => Object.values(error.constraints ?? {})),
    ['email must be valid Unicode text', 'email must be a valid e-mail address, like name@example.com'],
  );
  assert.equal(contactFieldProblem('email', '\uDC00@example.com'), 'email must be valid Unicode text');
});
