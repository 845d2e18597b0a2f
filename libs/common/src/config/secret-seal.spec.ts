import 'reflect-metadata';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { tempDir } from '../testing/temp-dir.js';
import { CommonConfig } from './common.config.js';
import { ConfigError, loadConfig } from './load-config.js';
import { SealError, SealKeysSetting, SecretSeal, secretSealFor } from './secret-seal.js';

const KEY_A = 'a'.repeat(40);
const KEY_B = 'b'.repeat(40);

class SealingConfig extends CommonConfig {
  @SealKeysSetting()
  SEAL_KEYS?: string;
}

describe('SecretSeal', () => {
  it('opens what it sealed, and the sealed text holds nothing of the secret', () => {
    const seal = new SecretSeal(KEY_A);
    const sealed = seal.seal('identity.otp.requested code', '427849');
    assert.ok(SecretSeal.isSealed(sealed));
    assert.ok(!sealed.includes('427849'));
    assert.notEqual(seal.seal('identity.otp.requested code', '427849'), sealed, 'a fresh IV each time');
    assert.equal(seal.open('identity.otp.requested code', sealed), '427849');
  });

  it('refuses another purpose, an altered or cut value and an unknown key, saying which key', () => {
    const sealed = new SecretSeal(KEY_A).seal('code', '427849');
    const seal = new SecretSeal(KEY_A);
    assert.throws(() => seal.open('token', sealed), SealError);
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    assert.throws(() => seal.open('code', `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`), SealError);
    assert.throws(() => seal.open('code', sealed.slice(0, 20)), SealError);
    assert.throws(() => new SecretSeal(KEY_B).open('code', sealed), /which SEAL_KEYS does not hold/);
    assert.throws(() => seal.open('code', '427849'), /not sealed/);
  });

  it('rotates: the first key seals, every listed key opens', () => {
    const old = new SecretSeal(KEY_A).seal('code', 'one');
    const rotated = new SecretSeal(`${KEY_B},${KEY_A}`);
    assert.equal(rotated.open('code', old), 'one');
    const fresh = rotated.seal('code', 'two');
    assert.equal(fresh.split(':')[2], new SecretSeal(KEY_B).seal('x', 'y').split(':')[2], 'named by the new key');
    assert.notEqual(fresh.split(':')[2], old.split(':')[2]);
    assert.equal(new SecretSeal(KEY_B).open('code', fresh), 'two');
  });

  it('passes a value from before sealing through openIfSealed', () => {
    const seal = new SecretSeal(KEY_A);
    assert.equal(seal.openIfSealed('code', '427849'), '427849');
    assert.equal(seal.openIfSealed('code', seal.seal('code', '1')), '1');
  });

  it('refuses a malformed list or a secret listed twice', () => {
    for (const bad of ['', 'short', `${KEY_A},`, `${KEY_A}, ${KEY_B}`, `${KEY_A},short`]) {
      assert.throws(() => new SecretSeal(bad), /SEAL_KEYS must be/, bad);
    }
    assert.throws(() => new SecretSeal(`${KEY_A},${KEY_A}`), /lists a secret twice/);
  });
});

describe('SEAL_KEYS', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(SealingConfig, env);
      return '';
    } catch (error) {
      assert.ok(error instanceof ConfigError);
      return error.message;
    }
  };

  it('is required off the embedded default, and checked when given', () => {
    const mongo = { DB_DRIVER: 'mongo', MONGO_URL: 'mongodb://127.0.0.1:1' };
    assert.deepEqual(problems(mongo).match(/SEAL_KEYS.*/g), ['SEAL_KEYS is required unless DB_DRIVER=embedded']);
    assert.equal(problems({ ...mongo, SEAL_KEYS: `${KEY_A},${KEY_B}` }), '');
    assert.equal(problems({}), '');
    assert.match(problems({ SEAL_KEYS: 'too-short' }), /SEAL_KEYS must be a comma-separated list/);
    assert.ok(!problems({ SEAL_KEYS: 'too-short' }).includes('too-short'), 'the value is not echoed');
  });

  it('without it the embedded default makes one key in DATA_DIR/secrets that every process shares', () => {
    const dir = tempDir();
    try {
      const first = secretSealFor({ DATA_DIR: dir.path }, 'Test');
      const second = secretSealFor({ DATA_DIR: dir.path }, 'Test');
      assert.equal(second.open('code', first.seal('code', '1')), '1');
      assert.ok(readFileSync(join(dir.path, 'secrets', 'seal-key'), 'utf8').length >= 32);
    } finally {
      dir.remove();
    }
  });
});
