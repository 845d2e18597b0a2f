import { describe, expect, it } from 'vitest';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '../../../config/constants';
import { isPastThreshold } from './scroll-threshold';

describe('isPastThreshold', () => {
  it('uses the 300px threshold of SPEC §9', () => {
    expect(SCROLL_TO_TOP_THRESHOLD_PX).toBe(300);
  });

  it('is false up to the threshold and true past it', () => {
    expect(isPastThreshold(0, 300)).toBe(false);
    expect(isPastThreshold(250, 300)).toBe(false);
    expect(isPastThreshold(300, 300)).toBe(false);
    expect(isPastThreshold(301, 300)).toBe(true);
    expect(isPastThreshold(350, 300)).toBe(true);
  });
});
