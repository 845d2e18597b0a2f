import 'reflect-metadata';
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { BadRequestException } from '@nestjs/common';
import { strictValidationPipe } from '../../bootstrap/strict-validation-pipe.js';
import { ListOrdersDto } from './manage-orders.dto.js';

/** The first message the gateway's pipe answers a query with, or undefined when valid. */
async function refusal(query: Record<string, unknown>): Promise<string | undefined> {
  try {
    await strictValidationPipe({ stopAtFirstError: true }).transform(query, { type: 'query', metatype: ListOrdersDto });
    return undefined;
  } catch (error) {
    assert.ok(error instanceof BadRequestException);
    return (error.getResponse() as { message: string[] }).message[0];
  }
}

it('a repeated ?search= is refused as not one text, not as too long', async () => {
  assert.equal(await refusal({ search: 'k7q' }), undefined);
  // Express parses ?search=a&search=b into a list.
  assert.equal(await refusal({ search: ['a', 'b'] }), 'search must be text, given once');
  assert.equal(await refusal({ search: 'x'.repeat(65) }), 'search must be shorter than or equal to 64 characters');
});
