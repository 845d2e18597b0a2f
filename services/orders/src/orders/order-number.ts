import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read out or typed (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SUFFIX_LENGTH = 6;

/**
 * A short order number a shopper can read over the phone: `BB-<yyyymmdd>-<6 characters>`, e.g.
 * BB-20261123-K7Q2XM. Random, not counted: 31^6 ≈ 887 million per day, checked unique on insert.
 */
export function newOrderNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `BB-${day}-${suffix}`;
}
