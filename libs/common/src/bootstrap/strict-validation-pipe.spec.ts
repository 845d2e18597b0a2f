import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestException, type ArgumentMetadata } from '@nestjs/common';
import { IsInt, IsString, Min } from 'class-validator';
import { strictValidationPipe } from './strict-validation-pipe.js';

class Greeting {
  @IsString() name!: string;
  @IsInt() @Min(1) times!: number;
}

const BODY: ArgumentMetadata = { type: 'body', metatype: Greeting };

/** The messages a refused value gets, or [] when it passes. */
async function refusal(pipe: ReturnType<typeof strictValidationPipe>, value: unknown): Promise<string[]> {
  try {
    await pipe.transform(value, BODY);
    return [];
  } catch (error) {
    assert.ok(error instanceof BadRequestException);
    return (error.getResponse() as { message: string[] }).message;
  }
}

describe('strictValidationPipe', () => {
  it('refuses unknown fields and wrong types, and gives back an instance of the class', async () => {
    const pipe = strictValidationPipe();
    const greeting = await pipe.transform({ name: 'Ann', times: 2 }, BODY);
    assert.ok(greeting instanceof Greeting);
    assert.deepEqual(await refusal(pipe, { name: 'Ann', times: 2, admin: true }), ['property admin should not exist']);
    assert.equal((await refusal(pipe, { name: 7, times: 1 })).length, 1);
  });

  it('refuses prototype keys, at any depth, which class-transformer used to drop without a word', async () => {
    const pipe = strictValidationPipe({ stopAtFirstError: true });
    // As JSON.parse makes them: own keys, not prototypes.
    for (const [body, path] of [
      ['{"name":"Ann","times":1,"__proto__":{"admin":true}}', '__proto__'],
      ['{"name":"Ann","times":1,"constructor":{"prototype":{"admin":true}}}', 'constructor'],
      ['{"name":"Ann","times":1,"tags":[{"prototype":1}]}', 'tags.0.prototype'],
    ] as const) {
      assert.deepEqual(await refusal(pipe, JSON.parse(body)), [`property ${path} should not exist`], body);
    }
    assert.equal(({} as Record<string, unknown>).admin, undefined);
  });

  it('takes the options that differ by place (the gateway stops at the first error)', async () => {
    // 'x' breaks both of `times`'s rules: two messages, or one when the first error is enough.
    assert.equal((await refusal(strictValidationPipe(), { name: 'Ann', times: 'x' })).length, 2);
    assert.equal(
      (await refusal(strictValidationPipe({ stopAtFirstError: true }), { name: 'Ann', times: 'x' })).length,
      1,
    );
  });
});
