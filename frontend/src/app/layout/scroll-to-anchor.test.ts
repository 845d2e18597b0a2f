import { describe, expect, it, vi } from 'vitest';
import { scrollToAnchor } from './scroll-to-anchor';

describe('scrollToAnchor', () => {
  it('scrolls to an anchor that is already on the page', () => {
    const target = document.createElement('section');
    target.id = 'birthday';
    document.body.append(target);
    const spy = vi.spyOn(target, 'scrollIntoView');

    scrollToAnchor('birthday');
    expect(spy).toHaveBeenCalledTimes(1);
    target.remove();
  });

  it('waits for an anchor that a lazy page renders later', async () => {
    scrollToAnchor('get-well');
    const target = document.createElement('section');
    target.id = 'get-well';
    const spy = vi.spyOn(target, 'scrollIntoView');
    document.body.append(target);

    await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    target.remove();
  });
});
