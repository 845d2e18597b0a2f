import { disc, n, path, petal, spin } from './svg.js';

/** Greenery and fillers tucked between the flowers. */
export type Greenery = 'leaves' | 'eucalyptus' | 'babys-breath' | 'lavender' | 'fern';

export const LEAF_GREEN = '#4f8a4b';
const EUCALYPTUS = '#8fb5a2';

/**
 * One sprig growing from (x, y) for `length` pixels, turned `angle` degrees from straight up;
 * `random` varies its details.
 */
type DrawSprig = (x: number, y: number, length: number, random: () => number) => string;

/** A pointed leaf with a paler midrib, growing upwards from (x, y). */
export function leaf(x: number, y: number, length: number, colour = LEAF_GREEN): string {
  return (
    path(petal(x, y, 0, 0, length, length * 0.28), colour) +
    `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x)}" y2="${n(y - length * 0.85)}" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/>`
  );
}

export function stem(x1: number, y1: number, x2: number, y2: number, width = 5, colour = LEAF_GREEN): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
}

const leaves: DrawSprig = (x, y, length) =>
  path(petal(x, y, 0, 0, length, length * 0.28) + petal(x, y, 25, 0, length * 0.7, length * 0.2), LEAF_GREEN);

/** Round grey-green "silver dollar" leaves in pairs along a thin stem. */
const eucalyptus: DrawSprig = (x, y, length) => {
  const pairs = Array.from({ length: 5 }, (_, i) => {
    const along = y - (length * (i + 0.6)) / 5.5;
    const size = length * (0.11 - i * 0.012);
    return disc(x - size * 0.9, along, size) + disc(x + size * 0.9, along - size * 0.5, size);
  }).join('');
  return stem(x, y, x, y - length, 3, '#6f8f7f') + path(pairs, EUCALYPTUS, 'stroke="#5f8576" stroke-width="1.5"');
};

/** Sprays of tiny white flowers on hair-thin branches. */
const babysBreath: DrawSprig = (x, y, length, random) => {
  const tips = Array.from({ length: 6 }, () => [
    x + (random() - 0.5) * length * 0.6,
    y - length * (0.6 + random() * 0.4),
  ]);
  const branches = tips.map(([tx, ty]) => `M${n(x)} ${n(y)}L${n(tx)} ${n(ty)}`).join('');
  const flowers = tips
    .flatMap(([tx, ty]) =>
      Array.from({ length: 5 }, () => disc(tx + (random() - 0.5) * 22, ty + (random() - 0.5) * 22, 3.5)),
    )
    .join('');
  return path(branches, 'none', 'stroke="#7d9a6a" stroke-width="1.5"') + path(flowers, '#fff', 'stroke="#d8d8d0"');
};

/** A slender spike of purple buds. */
const lavender: DrawSprig = (x, y, length) => {
  const buds = Array.from({ length: 9 }, (_, i) => {
    const along = y - length * 0.45 - (i * length * 0.55) / 9;
    const size = 6 - i * 0.35;
    return (
      petal(x - size * 0.7, along + size, 0, 0, size * 2.6, size * 1.4, true) +
      petal(x + size * 0.7, along - 3 + size, 0, 0, size * 2.6, size * 1.4, true)
    );
  }).join('');
  return stem(x, y, x, y - length, 3, '#7d9a6a') + path(buds, '#8566bd');
};

/** A fern frond: paired leaflets shrinking towards the tip. */
const fern: DrawSprig = (x, y, length) => {
  const leaflets = Array.from({ length: 8 }, (_, i) => {
    const along = y - (length * (i + 1)) / 9;
    const size = length * (0.2 - i * 0.02);
    return petal(x, along, -60, 0, size, size * 0.28) + petal(x, along, 60, 0, size, size * 0.28);
  }).join('');
  return stem(x, y, x, y - length, 3, '#3f7a3f') + path(leaflets, '#3f7a3f');
};

const SPRIGS: Record<Greenery, DrawSprig> = {
  leaves,
  eucalyptus,
  'babys-breath': babysBreath,
  lavender,
  fern,
};

/** A sprig of `kind` from (x, y), leaning `angle` degrees from upright. */
export function sprig(
  kind: Greenery,
  x: number,
  y: number,
  angle: number,
  length: number,
  random: () => number,
): string {
  return spin(angle, x, y, SPRIGS[kind](x, y, length, random));
}
