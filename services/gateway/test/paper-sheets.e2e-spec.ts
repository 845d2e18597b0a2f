import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startStack, type Stack } from '@flowershop/common/testing';
import { call } from './support/http.js';

interface PaperSheet {
  id: string;
  name: string;
  price: number;
  image: string;
}

describe('gateway /api/paper-sheets over HTTP (real services, TCP)', () => {
  let stack: Stack;

  before(async () => {
    stack = await startStack();
  });
  after(async () => stack?.close());

  it('answers the ten sheets of SPEC §3 with id, name, price and an image that loads', async () => {
    const answer = await call<PaperSheet[]>(stack.baseUrl, '/api/paper-sheets');
    assert.equal(answer.status, 200);
    assert.deepEqual(
      answer.body.map(({ name, price }) => `${name} ${price}`),
      [
        'Coach Pink 5',
        'Hermes White 5',
        'Hermes Pink 5',
        'Cow 4',
        'Dior Black 5',
        'Dior Green 5',
        'Dior Red 5',
        'Dior Pink 5',
        'Simple Black 3',
        'Simple White 3',
      ],
    );
    const digests = new Set<string>();
    for (const sheet of answer.body) {
      assert.deepEqual(Object.keys(sheet).sort(), ['id', 'image', 'name', 'price']);
      const image = await fetch(`${stack.baseUrl}${sheet.image}`);
      assert.equal(image.status, 200, sheet.image);
      assert.equal(image.headers.get('content-type'), 'image/webp');
      digests.add(
        createHash('sha256')
          .update(Buffer.from(await image.arrayBuffer()))
          .digest('hex'),
      );
    }
    assert.equal(new Set(answer.body.map((sheet) => sheet.id)).size, 10);
    assert.equal(digests.size, 10, 'each sheet has its own picture');
  });
});
