import 'reflect-metadata';
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { BadRequestException } from '@nestjs/common';
import { parseCustomOrder } from './custom-order-uploads.js';

const order = JSON.stringify({ type: 'upload', name: 'Eve', email: 'eve@example.com', phone: '1' });

/** The 400's message for this multipart body, or undefined when it parses. */
async function refusal(body: Record<string, unknown>): Promise<string | undefined> {
  try {
    await parseCustomOrder(body, []);
    return undefined;
  } catch (error) {
    assert.ok(error instanceof BadRequestException);
    return error.message;
  }
}

it('a "data" part sent twice is refused as such, not as missing', async () => {
  assert.equal(await refusal({ data: order }), undefined);
  // As multer parses `-F data=… -F data=…`.
  assert.equal(await refusal({ data: [order, order] }), 'Send "data" once: the custom order as JSON');
  assert.equal(await refusal({}), '"data" is required: the custom order as JSON');
});
