import { OCCASION_CATEGORIES } from '@shop-rules/occasion-categories';
import { describe, expect, it } from 'vitest';
import { OCCASIONS } from './navigation';

describe('OCCASIONS', () => {
  it("names each of the shop's occasion categories, in their order, with its anchor on /occasions", () => {
    expect(OCCASIONS.map(({ id, label, to }) => [id, label, to])).toEqual([
      ['birthday', 'Birthday', '/occasions#birthday'],
      ['fathers-day', "Father's Day", '/occasions#fathers-day'],
      ['mothers-day', "Mother's Day", '/occasions#mothers-day'],
      ['anniversary', 'Anniversary', '/occasions#anniversary'],
      ['express-love', 'Express Love', '/occasions#express-love'],
      ['get-well', 'Get Well', '/occasions#get-well'],
      ['valentines-day', "Valentine's Day", '/occasions#valentines-day'],
      ['congratulations', 'Congratulations', '/occasions#congratulations'],
    ]);
    expect(OCCASIONS.map(({ id }) => id)).toEqual(OCCASION_CATEGORIES);
  });
});
