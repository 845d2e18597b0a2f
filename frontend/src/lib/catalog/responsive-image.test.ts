import { describe, expect, it } from 'vitest';
import { IMAGE_SLOTS, responsiveImage } from '@shop-rules/responsive-image';

describe('responsiveImage', () => {
  it('offers the gateway’s 160, 320 and 640 px variants of a shop picture for the slot', () => {
    expect(responsiveImage('/api/images/demo-rose-v2-1.webp', IMAGE_SLOTS.card)).toEqual({
      src: '/api/images/demo-rose-v2-1.webp',
      srcSet:
        '/api/images/demo-rose-v2-1.webp?w=160 160w, /api/images/demo-rose-v2-1.webp?w=320 320w, /api/images/demo-rose-v2-1.webp?w=640 640w',
      sizes: '(max-width: 760px) 50vw, 280px',
    });
  });

  it('leaves other addresses alone: bundled drawings, previews, an address that already asks for a size', () => {
    for (const src of ['/assets/cover-x1.svg', 'blob:preview', 'data:image/png;base64,AAAA', '/api/images/a.webp?w=160', '']) {
      expect(responsiveImage(src, IMAGE_SLOTS.sheetSwatch)).toEqual({ src });
    }
  });
});
