import { bloom, type BloomKind } from '../../artwork/blooms.js';
import { sprig, type Greenery } from '../../artwork/foliage.js';

/** One kind of flower in an arrangement, in colours used in turn; `share` weighs how many. */
export interface BloomMix {
  kind: BloomKind;
  colours: string[];
  share?: number;
}

export interface Spot {
  x: number;
  y: number;
}

/** Where flowers may go: a test for a point, and the box it lies in. */
export interface Region {
  contains: (x: number, y: number) => boolean;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function ellipseRegion(cx: number, cy: number, rx: number, ry: number): Region {
  return {
    contains: (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1,
    left: cx - rx,
    top: cy - ry,
    right: cx + rx,
    bottom: cy + ry,
  };
}

/** The classic heart curve, scaled to `width` and centred on (cx, cy). */
export function heartRegion(cx: number, cy: number, width: number, height = width): Region {
  return {
    contains: (x, y) => {
      const u = ((x - cx) / width) * 2.6;
      const v = (-(y - cy) / height) * 2.6 + 0.25;
      return (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0;
    },
    left: cx - width / 2,
    top: cy - height / 2,
    right: cx + width / 2,
    bottom: cy + height / 2,
  };
}

/** Spots in a honeycomb `spacing` apart inside `region`, each nudged a little. */
export function honeycomb(region: Region, spacing: number, random: () => number): Spot[] {
  const spots: Spot[] = [];
  const rowHeight = spacing * 0.8;
  for (let row = 0, y = region.top + spacing * 0.4; y <= region.bottom; row++, y += rowHeight) {
    for (let x = region.left + (row % 2 ? spacing / 2 : 0); x <= region.right; x += spacing) {
      const [jx, jy] = [x + (random() - 0.5) * spacing * 0.25, y + (random() - 0.5) * spacing * 0.25];
      if (region.contains(jx, jy)) spots.push({ x: jx, y: jy });
    }
  }
  return spots;
}

/** Picks a flower for each spot by share, seeded, so the mix is the same every time. */
function pickKinds(mix: BloomMix[], count: number, random: () => number): { kind: BloomKind; colour: string }[] {
  const total = mix.reduce((sum, entry) => sum + (entry.share ?? 1), 0);
  const used = new Map<BloomMix, number>();
  return Array.from({ length: count }, () => {
    let roll = random() * total;
    const entry = mix.find((candidate) => (roll -= candidate.share ?? 1) < 0) ?? mix[0];
    const turn = used.get(entry) ?? 0;
    used.set(entry, turn + 1);
    return { kind: entry.kind, colour: entry.colours[turn % entry.colours.length] };
  });
}

/** Flower heads on the spots, back rows first so front flowers overlap them. */
export function blooms(spots: Spot[], radius: number, mix: BloomMix[], random: () => number): string {
  const ordered = [...spots].sort((a, b) => a.y - b.y);
  const kinds = pickKinds(mix, ordered.length, random);
  return ordered
    .map((spot, i) => bloom(kinds[i].kind, spot.x, spot.y, radius * (0.9 + random() * 0.2), kinds[i].colour, random))
    .join('');
}

/** Where greenery grows from and how it fans out. */
export interface Fan {
  /** The point the sprigs grow from (hidden behind the flowers). */
  from: Spot;
  length: number;
  /** Degrees either side of `aim`. */
  spread: number;
  /** The middle of the fan, in degrees from straight up (180 trails downwards). */
  aim?: number;
  /** Sprigs of each kind. */
  count?: number;
}

/** Sprigs of each kind of greenery fanned out behind a cluster of flowers. */
export function greenery(kinds: Greenery[], fan: Fan, random: () => number): string {
  const { from, length, spread, aim = 0, count = 7 } = fan;
  return kinds
    .flatMap((kind, k) =>
      Array.from({ length: count }, (_, i) => {
        const angle = aim - spread + ((2 * spread) / (count - 1)) * i + (k * spread) / count + (random() - 0.5) * 10;
        return sprig(kind, from.x, from.y, angle, length * (0.85 + random() * 0.3), random);
      }),
    )
    .join('');
}
