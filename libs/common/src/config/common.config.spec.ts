import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CommonConfig } from './common.config.js';
import { ConfigError, loadConfig } from './load-config.js';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(CommonConfig, env);
    return '';
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    return error.message;
  }
};

describe('CommonConfig: the document store', () => {
  it('takes a mongodb:// or mongodb+srv:// MONGO_URL with DB_DRIVER=mongo', () => {
    for (const url of [
      'mongodb://app:secret@mongodb:27017/?authSource=admin',
      'mongodb+srv://app:secret@cluster.example.com',
    ]) {
      assert.equal(problems({ DB_DRIVER: 'mongo', MONGO_URL: url }), '', url);
    }
  });

  it('refuses a MONGO_URL the driver cannot parse, naming the setting and not echoing its value', () => {
    for (const url of ['notaurl', 'http://mongodb:27017', 'mongodb:/app:s3cr3t@mongodb', 'mongodb://']) {
      const message = problems({ DB_DRIVER: 'mongo', MONGO_URL: url });
      assert.match(message, /MONGO_URL must be a mongodb:\/\/ or mongodb\+srv:\/\/ URL/, url);
      assert.doesNotMatch(message, /s3cr3t|notaurl/, 'the value (and its password) stays out of the log');
    }
    assert.match(problems({ DB_DRIVER: 'mongo' }), /MONGO_URL is required when DB_DRIVER=mongo/);
  });

  it('ignores MONGO_URL on the embedded store', () => {
    assert.equal(problems({ MONGO_URL: 'notaurl' }), '');
  });
});
