import { bow, flower, labelTag, leaf, seededRandom, svgDocument } from '../artwork/svg.js';

const SIZE = 600;
const LEAF = '#4f8a4b';
const FLOWER_CENTRE = '#f9d56e';

export type CharmShape = 'heart' | 'star' | 'flower' | 'moon';

/** How one demo product looks. One drawing per family, parametrised by these colours. */
export interface ProductArt {
  family: 'bouquet' | 'box' | 'keychain';
  /** Flower or charm colours, used in turn. */
  colours: string[];
  /** Wrapping paper, box or key-ring metal. */
  base: string;
  ribbon: string;
  background: string;
  charm?: CharmShape;
}

type Family = (art: ProductArt, random: () => number) => string;

/** `count` flowers of radius `r` spread evenly from x `from` to `to` at height `y`, as [x, y, r]. */
function row(y: number, from: number, to: number, count: number, r: number): number[][] {
  return Array.from({ length: count }, (_, i) => [from + ((to - from) * i) / Math.max(count - 1, 1), y, r]);
}

/** Flowers at [x, y, radius], each drawn in the next colour with a random turn. */
function flowers(art: ProductArt, random: () => number, spots: number[][]): string {
  return spots
    .map(([x, y, r], i) => flower(x, y, r, art.colours[i % art.colours.length], FLOWER_CENTRE, random() * 45))
    .join('');
}

const bouquet: Family = (art, random) => {
  // Top to bottom, so the lower flowers overlap the ones behind them.
  const spots = [
    ...row(130, 300, 300, 1, 44),
    ...row(172, 250, 350, 2, 48),
    ...row(232, 220, 380, 3, 56),
    ...row(298, 175, 425, 3, 46),
  ];
  const stems = spots
    .map(([x, y]) => `<line x1="${x}" y1="${y}" x2="300" y2="540" stroke="${LEAF}" stroke-width="6"/>`)
    .join('');
  const leaves = [-70, -40, 40, 70, -100, 100]
    .map((angle, i) => leaf(300 + angle * 1.6, 330 - (i % 2) * 40, 90, angle, LEAF))
    .join('');
  return (
    `<polygon points="110,215 490,215 335,525 265,525" fill="${art.base}" fill-opacity="0.75"/>` +
    stems +
    leaves +
    flowers(art, random, spots) +
    `<polygon points="165,335 435,335 322,545 278,545" fill="${art.base}" stroke="#000000" stroke-opacity="0.1" stroke-width="2"/>` +
    `<path d="M165 335 L300 420 L435 335" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>` +
    bow(300, 445, 46, art.ribbon)
  );
};

const box: Family = (art, random) => {
  // Back rows first: the front row sits on the rim.
  const rows = [...row(212, 240, 360, 3, 44), ...row(255, 200, 400, 4, 44), ...row(300, 170, 430, 5, 40)];
  return (
    `<ellipse cx="300" cy="500" rx="165" ry="42" fill="#000000" fill-opacity="0.12"/>` +
    `<rect x="135" y="300" width="330" height="195" fill="${art.base}"/>` +
    `<ellipse cx="300" cy="495" rx="165" ry="40" fill="${art.base}"/>` +
    `<rect x="135" y="300" width="330" height="195" fill="#ffffff" fill-opacity="0.08"/>` +
    `<ellipse cx="300" cy="300" rx="165" ry="42" fill="${art.base}" stroke="#000000" stroke-opacity="0.2" stroke-width="3"/>` +
    flowers(art, random, rows) +
    `<rect x="135" y="385" width="330" height="28" fill="${art.ribbon}"/>` +
    bow(300, 399, 48, art.ribbon)
  );
};

function charmShape(shape: CharmShape, colour: string, outline: string): string {
  const stroke = `stroke="${outline}" stroke-width="6"`;
  switch (shape) {
    case 'heart':
      return `<path d="M300 330 C300 270 190 270 190 345 C190 400 260 440 300 480 C340 440 410 400 410 345 C410 270 300 270 300 330 Z" fill="${colour}" ${stroke}/>`;
    case 'star': {
      const points = Array.from({ length: 10 }, (_, i) => {
        const radius = i % 2 === 0 ? 115 : 48;
        const angle = (Math.PI / 5) * i - Math.PI / 2;
        return `${(300 + radius * Math.cos(angle)).toFixed(1)},${(375 + radius * Math.sin(angle)).toFixed(1)}`;
      });
      return `<polygon points="${points.join(' ')}" fill="${colour}" ${stroke} stroke-linejoin="round"/>`;
    }
    case 'flower':
      return (
        `<circle cx="300" cy="375" r="100" fill="${outline}" fill-opacity="0.25"/>` +
        flower(300, 375, 170, colour, outline)
      );
    case 'moon':
      return `<path d="M300 270 A105 105 0 1 0 300 480 A80 105 0 1 1 300 270 Z" fill="${colour}" ${stroke}/>`;
  }
}

const keychain: Family = (art) => {
  const links = [175, 205, 235]
    .map(
      (y, i) =>
        `<ellipse cx="300" cy="${y}" rx="${i % 2 ? 7 : 12}" ry="16" fill="none" stroke="${art.base}" stroke-width="6"/>`,
    )
    .join('');
  return (
    `<circle cx="300" cy="105" r="58" fill="none" stroke="${art.base}" stroke-width="13"/>` +
    `<circle cx="300" cy="105" r="58" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3" stroke-dasharray="60 300"/>` +
    links +
    `<line x1="300" y1="250" x2="300" y2="280" stroke="${art.base}" stroke-width="6"/>` +
    charmShape(art.charm ?? 'heart', art.colours[0], art.colours[1] ?? art.ribbon) +
    `<ellipse cx="262" cy="330" rx="22" ry="12" fill="#ffffff" fill-opacity="0.45" transform="rotate(-35 262 330)"/>` +
    `<circle cx="390" cy="265" r="16" fill="${art.ribbon}"/><line x1="310" y1="250" x2="380" y2="262" stroke="${art.base}" stroke-width="3"/>`
  );
};

const FAMILIES: Record<ProductArt['family'], Family> = { bouquet, box, keychain };

/** The close-up (second picture) crops onto the flowers. */
const CLOSE_UP: Record<ProductArt['family'], string> = {
  bouquet: '110 70 380 380',
  box: '120 150 360 360',
  keychain: '150 200 300 300',
};

/** Picture `view` (0: whole product with its name, 1: close-up) of a demo product. */
export function drawProduct(art: ProductArt, name: string, view: number): string {
  const backdrop =
    `<rect width="${SIZE}" height="${SIZE}" fill="${art.background}"/>` +
    `<circle cx="300" cy="280" r="250" fill="#ffffff" fill-opacity="0.35"/>`;
  const body = FAMILIES[art.family](art, seededRandom(name));
  if (view === 0) return svgDocument(SIZE, backdrop + body + labelTag(name, SIZE, '#3d2b33'));
  return svgDocument(SIZE, backdrop + body, CLOSE_UP[art.family]);
}
