import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestException } from '@nestjs/common';
import { strictValidationPipe } from '../../bootstrap/strict-validation-pipe.js';
import { DEFAULT_FULFILMENT_SETTINGS } from '../../shop-rules/fulfilment-schedule.js';
import { FulfilmentSettingsDto } from './fulfilment-settings.dto.js';

/** The first message the gateway's pipe answers with (the one the 400 carries), or undefined when valid. */
async function refusal(value: unknown): Promise<string | undefined> {
  try {
    await strictValidationPipe({ stopAtFirstError: true }).transform(value, {
      type: 'body',
      metatype: FulfilmentSettingsDto,
    });
    return undefined;
  } catch (error) {
    assert.ok(error instanceof BadRequestException);
    return (error.getResponse() as { message: string[] }).message[0];
  }
}

describe('FulfilmentSettingsDto: lists where objects belong', () => {
  const hours = DEFAULT_FULFILMENT_SETTINGS.openingHours;

  it('accepts the defaults with an override', async () => {
    const capacityOverrides = [{ date: '2026-12-24', capacity: 80 }];
    assert.equal(await refusal({ ...DEFAULT_FULFILMENT_SETTINGS, capacityOverrides }), undefined);
  });

  it('refuses an override that is a list (it was stored as {}) or no object', async () => {
    for (const entry of [[], [{ date: '2026-12-24', capacity: 80 }], 1, null]) {
      assert.equal(
        await refusal({ ...DEFAULT_FULFILMENT_SETTINGS, capacityOverrides: [entry] }),
        'capacityOverrides must be a list of { date, capacity }',
        JSON.stringify(entry),
      );
    }
  });

  it("refuses a day's hours that are a list (the orders service failed on them with 500)", async () => {
    for (const day of [[], [hours[0]], 'x']) {
      assert.equal(
        await refusal({ ...DEFAULT_FULFILMENT_SETTINGS, openingHours: [day, ...hours.slice(1)] }),
        'openingHours must hold one { open, close } per day, Sunday first',
        JSON.stringify(day),
      );
    }
  });
});
