import { afterEach, describe, expect, it, vi } from 'vitest';
import { takePageAnswer } from './page-answers';

function serveWith(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'page-answers';
  block.textContent = text;
  document.head.append(block);
}

describe('takePageAnswer', () => {
  afterEach(() => document.getElementById('page-answers')?.remove());

  it('hands out each answer the page came with once, by its API path', () => {
    serveWith('{"/api/bouquets/a":{"_id":"a","name":"Rose \\u003c3"},"/api/bouquets/b":{"_id":"b"}}');
    expect(takePageAnswer('/api/bouquets/a')).toEqual({ _id: 'a', name: 'Rose <3' });
    expect(takePageAnswer('/api/bouquets/a')).toBeUndefined();
    expect(takePageAnswer('/api/bouquets/b')).toEqual({ _id: 'b' });
    expect(document.getElementById('page-answers')).toBeNull();
  });

  it('answers nothing for a page without the block, or with a broken one', () => {
    expect(takePageAnswer('/api/bouquets/a')).toBeUndefined();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveWith('{"/api/bouquets/a":');
    expect(takePageAnswer('/api/bouquets/a')).toBeUndefined();
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
