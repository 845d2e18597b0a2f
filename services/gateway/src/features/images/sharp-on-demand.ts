import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/** Loaded with the first upload or resize (~10 MB, ADR 0012); libvips' cache (to 50 MB) is off: nothing is redone. */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
