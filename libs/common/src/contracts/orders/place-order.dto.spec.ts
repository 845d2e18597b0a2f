import 'reflect-metadata';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestException } from '@nestjs/common';
import { strictValidationPipe } from '../../bootstrap/strict-validation-pipe.js';
import { PlaceOrderBodyDto, PlaceOrderDto } from './place-order.dto.js';

const form = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '5551234567',
  address1: '1 Main St',
  city: 'Austin',
  state: 'Texas',
  postalCode: '78701',
};
const line = { productId: 'demo-sunny-morning', quantity: 1 };

/** The first message the gateway's pipe answers with (the one the 400 carries), or undefined when valid. */
async function refusal(metatype: new () => object, value: unknown): Promise<string | undefined> {
  try {
    await strictValidationPipe({ stopAtFirstError: true }).transform(value, { type: 'body', metatype });
    return undefined;
  } catch (error) {
    assert.ok(error instanceof BadRequestException);
    return (error.getResponse() as { message: string[] }).message[0];
  }
}

describe('PlaceOrderBodyDto: lists where objects belong', () => {
  const order = (cart: unknown) => ({ form, delivery: 'pickup', cart });

  it('accepts a plain cart, with or without a sheet', async () => {
    assert.equal(await refusal(PlaceOrderBodyDto, order([line])), undefined);
    assert.equal(await refusal(PlaceOrderBodyDto, order([{ ...line, selectedSheet: null }])), undefined);
    assert.equal(await refusal(PlaceOrderBodyDto, order([{ ...line, selectedSheet: { id: 'cow' } }])), undefined);
  });

  it('refuses a cart line that is a list (it used to pass, its entries validated as lines)', async () => {
    for (const cart of [[[]], [[line]], [1], ['x'], [null]]) {
      assert.equal(
        await refusal(PlaceOrderBodyDto, order(cart)),
        'each line of cart must be an object with productId and quantity',
        JSON.stringify(cart),
      );
    }
  });

  it('refuses a sheet that is a list or not an object (a list used to be ignored: an order without the sheet)', async () => {
    for (const selectedSheet of [[{ id: 'cow' }], [], 'cow', 5]) {
      assert.equal(
        await refusal(PlaceOrderBodyDto, order([{ ...line, selectedSheet }])),
        'cart.0.selectedSheet must be an object with the sheet id, or null',
        JSON.stringify(selectedSheet),
      );
    }
  });

  it('the orders service refuses item lists the same way', async () => {
    const payload = { customerEmail: 'ann@example.com', form, delivery: 'pickup', items: [[line]] };
    assert.equal(
      await refusal(PlaceOrderDto, payload),
      'each line of items must be an object with productId and quantity',
    );
  });
});

describe('PlaceOrderBodyDto: a productId that is no text', () => {
  it('says so, rather than that it is too long', async () => {
    for (const productId of [{ $ne: null }, 5, ['demo-sunny-morning']]) {
      const body = { form, delivery: 'pickup', cart: [{ ...line, productId }] };
      assert.equal(await refusal(PlaceOrderBodyDto, body), 'cart.0.productId must be text', JSON.stringify(productId));
    }
    const empty = { form, delivery: 'pickup', cart: [{ ...line, productId: '' }] };
    assert.equal(await refusal(PlaceOrderBodyDto, empty), 'cart.0.productId must not be empty');
  });
});

describe('PlaceOrderBodyDto: a wrong pickup window', () => {
  const order = (window: unknown) => ({
    form,
    delivery: 'pickup',
    cart: [line],
    fulfilment: { date: '2026-12-11', window },
  });

  it('names its path once', async () => {
    assert.equal(
      await refusal(PlaceOrderBodyDto, order({ start: '7am', end: '08:00' })),
      'fulfilment.window.start must be a time of day written HH:MM (24 h), like 14:00',
    );
    assert.equal(
      await refusal(PlaceOrderBodyDto, order('10:00')),
      'fulfilment.window must be an object with start and end',
    );
  });
});

describe('PlaceOrderBodyDto: a sheet that is not sold', () => {
  it('names the field once', async () => {
    const body = { form, delivery: 'pickup', cart: [{ ...line, selectedSheet: { id: 'gold-foil' } }] };
    assert.equal(await refusal(PlaceOrderBodyDto, body), 'cart.0.selectedSheet.id must be one of the paper sheets');
  });
});
