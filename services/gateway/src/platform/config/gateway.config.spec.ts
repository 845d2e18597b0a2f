import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '@flowershop/common/config';
import { GatewayConfig } from './gateway.config.js';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(GatewayConfig, env);
    return '';
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    return error.message;
  }
};

describe('GatewayConfig: the custom-order picture sweep', () => {
  it('defaults to a 24 h grace period, checked every hour', () => {
    const config = loadConfig(GatewayConfig, {});
    assert.equal(config.CUSTOM_IMAGE_SWEEP_GRACE_MS, 86_400_000);
    assert.equal(config.CUSTOM_IMAGE_SWEEP_INTERVAL_MS, 3_600_000);
  });

  it('takes 0 as "off" and whole numbers of milliseconds', () => {
    const config = loadConfig(GatewayConfig, {
      CUSTOM_IMAGE_SWEEP_INTERVAL_MS: '0',
      CUSTOM_IMAGE_SWEEP_GRACE_MS: '6000',
    });
    assert.equal(config.CUSTOM_IMAGE_SWEEP_INTERVAL_MS, 0);
    assert.equal(config.CUSTOM_IMAGE_SWEEP_GRACE_MS, 6000);
  });

  it('refuses a grace period that is not a whole number, under 1000 ms, or not longer than RPC_TIMEOUT_MS', () => {
    assert.match(
      problems({ CUSTOM_IMAGE_SWEEP_GRACE_MS: 'soon' }),
      /CUSTOM_IMAGE_SWEEP_GRACE_MS must be a whole number of milliseconds/,
    );
    assert.match(problems({ CUSTOM_IMAGE_SWEEP_GRACE_MS: '500' }), /CUSTOM_IMAGE_SWEEP_GRACE_MS must be at least 1000/);
    // A submission may still land up to RPC_TIMEOUT_MS after its picture was stored.
    assert.match(
      problems({ CUSTOM_IMAGE_SWEEP_GRACE_MS: '5000' }),
      /CUSTOM_IMAGE_SWEEP_GRACE_MS must be longer than RPC_TIMEOUT_MS/,
    );
    assert.equal(problems({ CUSTOM_IMAGE_SWEEP_GRACE_MS: '3000', RPC_TIMEOUT_MS: '2000' }), '');
  });

  it('refuses an interval that is not a whole number of milliseconds', () => {
    assert.match(
      problems({ CUSTOM_IMAGE_SWEEP_INTERVAL_MS: '1.5' }),
      /CUSTOM_IMAGE_SWEEP_INTERVAL_MS must be a whole number of milliseconds/,
    );
  });
});
