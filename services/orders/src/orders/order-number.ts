import { randomInt } from 'node:crypto';
import { SHOP_TIME_ZONE, shopDayOf } from '@flowershop/common/shop-rules';

/** Letters and digits that cannot be mistaken for each other when read out or typed (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SUFFIX_LENGTH = 6;

/** Readable over the phone (BB-20261123-K7Q2XM): the shop's day, not UTC's; 31^6 suffixes a day, checked on insert. */
export function newOrderNumber(now: Date, timeZone: string = SHOP_TIME_ZONE): string {
  const day = shopDayOf(now, timeZone).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `BB-${day}-${suffix}`;
}
