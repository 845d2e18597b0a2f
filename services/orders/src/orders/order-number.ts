import { randomInt } from 'node:crypto';
import { SHOP_TIME_ZONE, shopDayOf } from '@flowershop/common/shop-rules';

/** Letters and digits that cannot be mistaken for each other when read out or typed (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SUFFIX_LENGTH = 6;

/**
 * A short order number a shopper can read over the phone: `BB-<yyyymmdd>-<6 characters>`, e.g.
 * BB-20261123-K7Q2XM. The date is the shop's day (an order placed at 10 pm in New Jersey carries
 * that day, not the next one UTC has reached). Random, not counted: 31^6 ≈ 887 million per day,
 * checked unique on insert.
 */
export function newOrderNumber(now: Date, timeZone: string = SHOP_TIME_ZONE): string {
  const day = shopDayOf(now, timeZone).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `BB-${day}-${suffix}`;
}
