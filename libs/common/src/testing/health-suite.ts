import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CommonConfig } from '../config/common.config.js';
import { healthPattern, type HealthPong } from '../contracts/services.js';
import { startServiceHarness, type HarnessOptions, type ServiceHarness } from './service-harness.js';
import { setupsUnderTest } from './transports.js';

/**
 * Every service answers its health ping over every transport, and starts on MongoDB too (its
 * indexes made at start-up); the gateway's health relies on it.
 */
export function healthHandlerSuite<C extends CommonConfig>(
  options: Omit<HarnessOptions<C>, 'transport' | 'store'>,
): void {
  for (const { transport, store, title, skip } of setupsUnderTest()) {
    describe(`${options.service} health handler ${title}`, { skip }, () => {
      let harness: ServiceHarness;
      before(async () => {
        harness = await startServiceHarness({ ...options, transport, store });
      });
      after(async () => harness?.close());

      it('answers its ping', async () => {
        const pong = await harness.clients.send<HealthPong>(options.service, healthPattern(options.service), {});
        assert.deepEqual(pong, { service: options.service, status: 'ok' });
      });
    });
  }
}
