/** The eight occasion categories, in the order of SPEC §3; ids double as anchors on /occasions. */
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
