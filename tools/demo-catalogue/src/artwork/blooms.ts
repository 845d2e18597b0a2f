import { circle, disc, n, overlay, path, petal, polar, ring } from './svg.js';

/** The flowers the demo catalogue draws, each seen from the front as a florist photographs it. */
export type BloomKind =
  | 'rose'
  | 'tulip'
  | 'sunflower'
  | 'daisy'
  | 'gerbera'
  | 'peony'
  | 'lily'
  | 'orchid'
  | 'hydrangea'
  | 'ranunculus'
  | 'carnation';

/** One flower head centred on (x, y) with radius r; `random` only varies its turn and details. */
type DrawBloom = (x: number, y: number, r: number, colour: string, random: () => number) => string;

const FAINT_EDGE = 'stroke="#000" stroke-opacity="0.12" stroke-width="1.5"';

/** Petals wrapped round a bud: outer scallops, a cupped heart and a spiral of petal edges. */
const rose: DrawBloom = (x, y, r, colour, random) => {
  const turn = random() * 360;
  // Separate circles, so each outer petal keeps its own edge.
  const outer = ring(5, turn, (a) => circle(...polar(x, y, a, r * 0.5), r * 0.52, colour, FAINT_EDGE));
  const edges = [0.62, 0.46, 0.3]
    .map((size, i) => {
      const a = ((turn + i * 130) * Math.PI) / 180;
      const [sx, sy] = [x + Math.cos(a) * r * size, y + Math.sin(a) * r * size];
      const [ex, ey] = [x + Math.cos(a + 3.6) * r * size, y + Math.sin(a + 3.6) * r * size];
      return `M${n(sx)} ${n(sy)}A${n(r * size)} ${n(r * size)} 0 1 1 ${n(ex)} ${n(ey)}`;
    })
    .join('');
  const heart = disc(x, y, r * 0.72);
  return (
    outer +
    path(heart, colour) +
    overlay(heart, 'dark', 0.08) +
    path(edges, 'none', `stroke="#000" stroke-opacity="0.28" stroke-width="${n(r * 0.07)}" stroke-linecap="round"`) +
    overlay(petal(x - r * 0.3, y - r * 0.2, -50, 0, r * 0.4, r * 0.15, true), 'light', 0.3)
  );
};

/** A cup of three pointed petals, seen from the side. */
const tulip: DrawBloom = (x, y, r, colour) => {
  const cup =
    `M${n(x - r * 0.62)} ${n(y - r * 0.55)}C${n(x - r * 0.75)} ${n(y + r * 0.45)} ${n(x - r * 0.35)} ${n(y + r * 0.8)} ${n(x)} ${n(y + r * 0.8)}` +
    `C${n(x + r * 0.35)} ${n(y + r * 0.8)} ${n(x + r * 0.75)} ${n(y + r * 0.45)} ${n(x + r * 0.62)} ${n(y - r * 0.55)}` +
    `L${n(x + r * 0.3)} ${n(y - r * 0.2)}L${n(x)} ${n(y - r * 0.75)}L${n(x - r * 0.3)} ${n(y - r * 0.2)}Z`;
  const front =
    `M${n(x - r * 0.42)} ${n(y + r * 0.7)}C${n(x - r * 0.5)} ${n(y + r * 0.1)} ${n(x - r * 0.3)} ${n(y - r * 0.4)} ${n(x)} ${n(y - r * 0.75)}` +
    `C${n(x + r * 0.3)} ${n(y - r * 0.4)} ${n(x + r * 0.5)} ${n(y + r * 0.1)} ${n(x + r * 0.42)} ${n(y + r * 0.7)}Z`;
  return (
    path(cup, colour) +
    overlay(cup, 'dark', 0.15) +
    path(front, colour) +
    overlay(petal(x - r * 0.16, y + r * 0.35, -8, 0, r * 0.75, r * 0.12, true), 'light', 0.35)
  );
};

/** Many pointed yellow petals round a large seed-filled centre. */
const sunflower: DrawBloom = (x, y, r, colour, random) => {
  const turn = random() * 20;
  const petals = (offset: number) => ring(18, turn + offset, (a) => petal(x, y, a, r * 0.35, r * 0.68, r * 0.2));
  const seeds = Array.from({ length: 10 }, (_, i) => {
    const d = r * 0.1 + (i / 10) * r * 0.28;
    return disc(x + Math.cos(i * 2.4) * d, y + Math.sin(i * 2.4) * d, r * 0.035);
  }).join('');
  const back = petals(10);
  return (
    path(back, colour) +
    overlay(back, 'dark', 0.12) +
    path(petals(0), colour) +
    circle(x, y, r * 0.45, '#5b3a1e') +
    circle(x, y, r * 0.32, '#3e2612') +
    path(seeds, '#8d6e3f')
  );
};

/** Narrow round-tipped petals round a small yellow button. */
const daisy: DrawBloom = (x, y, r, colour, random) =>
  path(
    ring(16, random() * 20, (a) => petal(x, y, a, r * 0.12, r * 0.86, r * 0.2, true)),
    colour,
    FAINT_EDGE,
  ) +
  circle(x, y, r * 0.24, '#f7c325') +
  circle(x, y, r * 0.24, 'none', `stroke="#d89b0f" stroke-width="${n(r * 0.05)}" stroke-dasharray="2 3"`);

/** Two rings of bright strap petals and a dark eye. */
const gerbera: DrawBloom = (x, y, r, colour, random) => {
  const turn = random() * 20;
  const outer = ring(24, turn, (a) => petal(x, y, a, r * 0.2, r * 0.8, r * 0.15, true));
  return (
    path(outer, colour) +
    overlay(outer, 'dark', 0.1) +
    path(
      ring(24, turn + 7.5, (a) => petal(x, y, a, r * 0.1, r * 0.66, r * 0.15, true)),
      colour,
    ) +
    circle(x, y, r * 0.22, '#4e3b12') +
    circle(x, y, r * 0.14, '#8a7a1c')
  );
};

/** A ball of ruffled petals, lighter towards the heart. */
const peony: DrawBloom = (x, y, r, colour, random) => {
  const turn = random() * 40;
  const ruffle = (count: number, distance: number, size: number, offset: number) =>
    ring(count, turn + offset, (a) => disc(...polar(x, y, a, distance), size));
  const edge = 'stroke="#000" stroke-opacity="0.1" stroke-width="1.5"';
  return (
    path(ruffle(9, r * 0.55, r * 0.42, 0), colour, edge) +
    overlay(disc(x, y, r * 0.7), 'dark', 0.06) +
    path(ruffle(7, r * 0.32, r * 0.36, 20), colour, edge) +
    overlay(disc(x, y, r * 0.5), 'light', 0.22) +
    path(ruffle(5, r * 0.14, r * 0.22, 45), colour, edge) +
    overlay(disc(x, y, r * 0.2), 'light', 0.3)
  );
};

/** Six pointed petals with a darker vein and long stamens. */
const lily: DrawBloom = (x, y, r, colour, random) => {
  const turn = random() * 60;
  const line = (a: number, from: number, to: number) => {
    const [[x1, y1], [x2, y2]] = [polar(x, y, a, from), polar(x, y, a, to)];
    return `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
  };
  const tips = ring(6, turn + 30, (a) => petal(x, y, a, r * 0.5, r * 0.16, r * 0.05, true));
  return (
    path(
      ring(6, turn, (a) => petal(x, y, a, 0, r, r * 0.36)),
      colour,
      FAINT_EDGE,
    ) +
    path(
      ring(6, turn, (a) => line(a, r * 0.1, r * 0.7)),
      'none',
      'stroke="#000" stroke-opacity="0.18"',
    ) +
    circle(x, y, r * 0.12, '#dfe8a6') +
    path(
      ring(6, turn + 30, (a) => line(a, 0, r * 0.52)),
      'none',
      `stroke="#cfd98a" stroke-width="${n(r * 0.04)}"`,
    ) +
    path(tips, '#a0522d')
  );
};

/** Phalaenopsis: three sepals, two broad petals and a darker lip. */
const orchid: DrawBloom = (x, y, r, colour) => {
  const outer =
    [0, 125, 235].map((a) => petal(x, y, a, 0, r, r * 0.4, true)).join('') +
    [-62, 62].map((a) => petal(x, y, a, 0, r * 0.92, r * 0.72, true)).join('');
  const lip = `M${n(x - r * 0.22)} ${n(y + r * 0.05)}Q${n(x)} ${n(y + r * 0.6)} ${n(x + r * 0.22)} ${n(y + r * 0.05)}Q${n(x)} ${n(y + r * 0.2)} ${n(x - r * 0.22)} ${n(y + r * 0.05)}Z`;
  return (
    path(outer, colour, FAINT_EDGE) +
    overlay(disc(x, y, r * 0.3), 'dark', 0.12) +
    path(lip, colour) +
    overlay(lip, 'dark', 0.35) +
    circle(x, y - r * 0.05, r * 0.1, '#fff6c8')
  );
};

/** A dome of small four-petalled florets. */
const hydrangea: DrawBloom = (x, y, r, colour, random) => {
  const florets = Array.from({ length: 12 }, (_, i) => {
    const a = i * 2.4 + random();
    const d = Math.sqrt(i / 12) * r * 0.72;
    return [x + Math.cos(a) * d, y + Math.sin(a) * d];
  });
  const size = r * 0.3;
  const petals = florets
    .map(([fx, fy]) => ring(4, random() * 90, (a) => petal(fx, fy, a, 0, size, size * 0.9, true)))
    .join('');
  const paler = florets
    .filter((_, i) => i % 3 === 0)
    .map(([fx, fy]) => disc(fx, fy, size * 0.8))
    .join('');
  const eyes = florets.map(([fx, fy]) => disc(fx, fy, size * 0.12)).join('');
  const dome = disc(x, y, r * 0.92);
  return (
    path(dome, colour) +
    overlay(dome, 'dark', 0.12) +
    path(petals, colour, 'stroke="#000" stroke-opacity="0.2" stroke-width="1.5"') +
    overlay(paler, 'light', 0.2) +
    path(eyes, '#fff')
  );
};

/** Rings of many small round petals, each ring paler, round a green eye. */
const ranunculus: DrawBloom = (x, y, r, colour, random) => {
  const turn = random() * 30;
  return (
    [
      [13, 0.42, 0.58, 0.34],
      [11, 0.22, 0.5, 0.3],
      [9, 0.08, 0.36, 0.24],
    ]
      .map(([count, from, length, width], i) => {
        const layer = ring(count, turn + i * 11, (a) => petal(x, y, a, r * from, r * length, r * width, true));
        return path(layer, colour, FAINT_EDGE) + overlay(layer, 'light', i * 0.12);
      })
      .join('') + circle(x, y, r * 0.1, '#7a9a3a')
  );
};

/** Frilled, saw-edged petals in three layers. */
const carnation: DrawBloom = (x, y, r, colour, random) => {
  const frill = (outer: number, inner: number) => {
    const turn = random();
    const points = Array.from({ length: 36 }, (_, i) => {
      const d = i % 2 === 0 ? outer : inner;
      const a = (i / 36) * Math.PI * 2 + turn;
      return `${n(x + Math.cos(a) * d)},${n(y + Math.sin(a) * d)}`;
    });
    return `<polygon points="${points.join(' ')}" fill="${colour}" ${FAINT_EDGE}/>`;
  };
  return (
    frill(r, r * 0.86) +
    frill(r * 0.7, r * 0.58) +
    overlay(disc(x, y, r * 0.55), 'dark', 0.07) +
    frill(r * 0.42, r * 0.32)
  );
};

const BLOOMS: Record<BloomKind, DrawBloom> = {
  rose,
  tulip,
  sunflower,
  daisy,
  gerbera,
  peony,
  lily,
  orchid,
  hydrangea,
  ranunculus,
  carnation,
};

/** How large each kind looks beside a rose of the same nominal size. */
export const BLOOM_SCALE: Record<BloomKind, number> = {
  rose: 1,
  tulip: 1,
  sunflower: 1.35,
  daisy: 0.95,
  gerbera: 1.15,
  peony: 1.3,
  lily: 1.35,
  orchid: 1,
  hydrangea: 1.3,
  ranunculus: 0.95,
  carnation: 0.95,
};

export function bloom(kind: BloomKind, x: number, y: number, r: number, colour: string, random: () => number): string {
  return BLOOMS[kind](x, y, r * BLOOM_SCALE[kind], colour, random);
}
