import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { freePort, startServiceProcess, tempDir } from '@flowershop/common/testing';

describe('identity without JWT_SECRET (embedded default)', () => {
  it('says it uses the development secret in one line of the configured log format', async () => {
    const dir = tempDir('flowershop-identity-secret-');
    // The child gets this process's environment under the one given: none may carry a secret.
    delete process.env.JWT_SECRET;
    const identity = await startServiceProcess(
      'services/identity/dist/src/main.js',
      {
        TRANSPORT: 'tcp',
        DATA_DIR: dir.path,
        IDENTITY_TCP_PORT: String(await freePort()),
        HEALTH_PORT: String(await freePort()),
        LOG_FORMAT: 'json',
      },
      'identity service listening over tcp',
    );
    try {
      assert.ok(existsSync(join(dir.path, 'secrets', 'jwt-secret')), 'the development secret is kept');
      const warning = identity.logLines().find((line) => String(line.message).startsWith('JWT_SECRET is not set'));
      assert.ok(warning, `a JSON log line says so:\n${identity.output()}`);
      assert.equal(warning.level, 'warn');
      // Every line a log reader gets is JSON: none in Nest's own console format.
      const notJson = identity
        .output()
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.startsWith('{'));
      assert.deepEqual(notJson, []);
    } finally {
      await identity.stop();
      dir.remove();
    }
  });
});
