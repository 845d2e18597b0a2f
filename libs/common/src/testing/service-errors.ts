import assert from 'node:assert/strict';
import { ServiceCallError } from '../transport/service-clients.js';

/** Asserts that a service call failed with this status (and code or message, when given). */
export async function rejectsWith(
  promise: Promise<unknown>,
  status: number,
  expected: { code?: string; message?: string } = {},
): Promise<void> {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof ServiceCallError, `expected ServiceCallError, got ${String(error)}`);
    assert.equal(error.status, status, error.message);
    if (expected.code) assert.equal(error.code, expected.code);
    if (expected.message) assert.equal(error.message, expected.message);
    return true;
  });
}
