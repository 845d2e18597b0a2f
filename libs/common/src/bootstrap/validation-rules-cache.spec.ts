import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { plainToInstance, Type } from 'class-transformer';
import { getMetadataStorage, IsInt, IsString, MaxLength, validateSync, ValidateNested } from 'class-validator';
import { rememberValidationRules } from './validation-rules-cache.js';

class Named {
  @IsString() name!: string;
}

class Line extends Named {
  @IsInt() quantity!: number;
  @MaxLength(3, { groups: ['short'] }) code?: string;
  @MaxLength(5, { always: true }) note?: string;
}

class Basket {
  @ValidateNested({ each: true })
  @Type(() => Line)
  lines!: Line[];
}

type LookUp = Parameters<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>;
const LOOK_UPS: LookUp[] = [
  [Line, '', false, false],
  [Line, '', false, false, []],
  [Line, '', true, false],
  [Line, '', false, true],
  [Line, '', false, false, ['short']],
  [Named, '', false, false],
  [Basket, '', false, false],
];

const storage = getMetadataStorage();
const describeRules = (look: LookUp) =>
  storage
    .getTargetValidationMetadatas(...look)
    .map(
      (rule) =>
        `${rule.target instanceof Function ? rule.target.name : rule.target}.${rule.propertyName}:${rule.type}:${rule.name ?? ''}`,
    );
const problems = (plain: object) =>
  validateSync(plainToInstance(Basket, plain), { whitelist: true, forbidNonWhitelisted: true }).map((error) =>
    JSON.stringify(error.children),
  );

// Answers and results of class-validator's own lookup, before the cache is put in.
const uncachedRules = LOOK_UPS.map(describeRules);
// Rules of a group apply when no group is asked for (without strictGroups).
const VALID = { lines: [{ name: 'Rose', quantity: 2, code: 'R1', note: 'ok' }] };
const INVALID = {
  lines: [
    { name: 'Rose', quantity: 'two', note: 'too long' },
    { name: 7, quantity: 1, extra: true },
  ],
};
const uncachedProblems = problems(INVALID);
rememberValidationRules();
rememberValidationRules(); // a second call changes nothing

describe('rememberValidationRules', () => {
  it('answers each lookup as class-validator itself does: inherited rules, groups, always', () => {
    assert.deepEqual(LOOK_UPS.map(describeRules), uncachedRules);
    assert.ok(uncachedRules[0]!.includes('Named.name:customValidation:isString'), 'inherited rules are in');
    assert.notDeepEqual(uncachedRules[4], uncachedRules[0], 'a group selects other rules');
  });

  it('looks each class up once: the same answer comes back', () => {
    for (const look of LOOK_UPS)
      assert.equal(storage.getTargetValidationMetadatas(...look), storage.getTargetValidationMetadatas(...look));
    const rules = storage.getTargetValidationMetadatas(Line, '', false, false);
    assert.equal(storage.groupByPropertyName(rules), storage.groupByPropertyName(rules));
  });

  it('validates nested objects as before, refusing what it refused', () => {
    assert.deepEqual(problems(VALID), []);
    assert.deepEqual(problems(INVALID), uncachedProblems);
    assert.match(uncachedProblems.join(), /quantity/);
    assert.match(uncachedProblems.join(), /extra should not exist/);
  });

  it('applies a rule registered after the first lookup', () => {
    const before = storage.getTargetValidationMetadatas(Named, '', false, false);
    MaxLength(4)(Named.prototype, 'name');
    const after = storage.getTargetValidationMetadatas(Named, '', false, false);
    assert.notEqual(after, before);
    assert.equal(after.length, before.length + 1);
    assert.match(
      problems({ lines: [{ name: 'Sunflower', quantity: 1 }] }).join(),
      /name must be shorter than or equal to 4 characters/,
    );
  });
});
