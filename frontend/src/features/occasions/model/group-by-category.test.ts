import { describe, expect, it } from 'vitest';
import { OCCASIONS } from '../../../config/navigation';
import type { OccasionProduct } from '../../../lib/api/schemas';
import { groupByCategory } from './group-by-category';
import { record } from '../../../test/api-records';

const product = (id: string, category: string, price = 10) => record<OccasionProduct>({ _id: id, name: id, price, category });

describe('groupByCategory', () => {
  it('always gives the eight categories in order, with their headings in words', () => {
    const groups = groupByCategory([]);
    expect(groups).toHaveLength(8);
    expect(groups.map((group) => group.id)).toEqual(OCCASIONS.map((category) => category.id));
    expect(groups.map((group) => group.label)).toEqual(OCCASIONS.map((category) => category.label));
    expect(groups.every((group) => group.products.length === 0)).toBe(true);
  });

  it('puts each product in its own category only, keeping the given order', () => {
    const groups = groupByCategory([
      product('cake', 'birthday', 20),
      product('tie', 'fathers-day'),
      product('balloons', 'birthday', 30),
      product('rings', 'anniversary'),
    ]);
    const byId = Object.fromEntries(groups.map((group) => [group.id, group.products.map((item) => item._id)]));
    expect(byId).toMatchObject({ birthday: ['cake', 'balloons'], 'fathers-day': ['tie'], anniversary: ['rings'], 'get-well': [] });
    expect(groups.flatMap((group) => group.products)).toHaveLength(4);
  });

  it('leaves out products of an unknown category', () => {
    const groups = groupByCategory([product('pumpkin', 'halloween'), product('card', 'get-well')]);
    expect(groups.flatMap((group) => group.products).map((item) => item._id)).toEqual(['card']);
  });
});
