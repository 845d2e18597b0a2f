import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp and libvips (about 10 MB resident) load with the first upload or resize, not at start-up.
 * libvips' operation cache (up to 50 MB by default) is off: the gateway never repeats an operation
 * on the same input (variants are stored once made), so the cache only held memory.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
