/** The occasions an occasion product is filed under (SPEC §1), in the order the storefront lists them. */
export const OCCASION_CATEGORIES = [
  'birthday',
  'fathers-day',
  'mothers-day',
  'anniversary',
  'express-love',
  'get-well',
  'valentines-day',
  'congratulations',
] as const;
export type OccasionCategory = (typeof OCCASION_CATEGORIES)[number];
