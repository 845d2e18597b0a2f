import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { textProblem } from './product-field.validators.js';

describe('textProblem: text that is not what it seems', () => {
  const required = { maxLength: 50, required: true };

  it('a required text that shows nothing (zero-width, format characters, fillers) is empty', () => {
    for (const value of ['\u200B', '\u200C\u200D', '\u2060', '\u00AD', '\u3164', ' \u200B ']) {
      assert.equal(textProblem('firstName', value, required), 'firstName must not be empty', JSON.stringify(value));
    }
    // Visible text with such characters inside is still text; an optional field may be blank.
    assert.equal(textProblem('firstName', 'Zo\u00ABe\u200D', required), null);
    assert.equal(textProblem('address2', '\u200B', { maxLength: 50 }), null);
  });

  it('half a surrogate pair is refused; whole pairs (emoji) are fine', () => {
    for (const value of ['Ann\uD800', '\uDC00Ann', 'A\uDBFFn']) {
      assert.equal(
        textProblem('lastName', value, required),
        'lastName must be valid Unicode text',
        JSON.stringify(value),
      );
    }
    assert.equal(textProblem('lastName', 'Ann \uD83C\uDF38', required), null);
  });
});
