import { describe, expect, it } from 'vitest';
import { pickFeatured } from './pick-featured';

const item = (id: string, category: string) => ({ _id: id, category });

describe('pickFeatured', () => {
  it('takes one product per category first, in list order', () => {
    const products = [item('a', 'birthday'), item('b', 'birthday'), item('c', 'anniversary'), item('d', 'get-well'), item('e', 'birthday'), item('f', 'express-love')];
    expect(pickFeatured(products, 4).map((product) => product._id)).toEqual(['a', 'c', 'd', 'f']);
  });

  it('fills the remaining places in list order when there are few categories', () => {
    const products = [item('a', 'birthday'), item('b', 'birthday'), item('c', 'anniversary'), item('d', 'birthday')];
    expect(pickFeatured(products, 4).map((product) => product._id)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('gives what there is when there are fewer products', () => {
    expect(pickFeatured([item('a', 'birthday')], 4)).toHaveLength(1);
    expect(pickFeatured([], 4)).toEqual([]);
  });
});
