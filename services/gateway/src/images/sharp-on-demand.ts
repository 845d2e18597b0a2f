import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/** sharp and libvips (about 10 MB resident) load with the first upload or resize, not at start-up. */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
