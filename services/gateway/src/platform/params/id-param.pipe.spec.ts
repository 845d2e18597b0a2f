import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestException } from '@nestjs/common';
import { ID_MAX, IdParamPipe } from './id-param.pipe.js';

describe('IdParamPipe', () => {
  const pipe = new IdParamPipe();

  it('passes an id up to the longest allowed unchanged', () => {
    for (const id of ['6650f1c2a9b3e4d5f6a7b8c9', 'x'.repeat(ID_MAX)]) assert.equal(pipe.transform(id), id);
  });

  it('refuses a longer id with 400 Invalid id', () => {
    assert.throws(
      () => pipe.transform('x'.repeat(ID_MAX + 1)),
      (error) => error instanceof BadRequestException && error.message === 'Invalid id',
    );
  });
});
