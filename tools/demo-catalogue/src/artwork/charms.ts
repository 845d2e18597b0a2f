import { bloom } from './blooms.js';
import { heartShape, sparkles } from './keepsakes.js';
import { circle, disc, ellipse, n, path, shade, spin } from './svg.js';

/** The charms a keychain can carry. */
export type CharmShape = 'enamel-heart' | 'gem-heart' | 'star' | 'daisy' | 'moon' | 'rose';

export interface Keychain {
  charm: CharmShape;
  /** Charm colour, then its outline or second colour. */
  colours: string[];
  /** Ring and chain metal. */
  metal: string;
  /** A bead on a second short chain, when set. */
  bead?: string;
}

const CX = 300;
const CY = 380;

function starPoints(x: number, y: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${n(x + r * Math.cos(a))},${n(y + r * Math.sin(a))}`;
  }).join(' ');
}

/** A heart-cut stone `size` wide: facets radiate from its middle, four prongs hold it. */
function gemHeart(x: number, y: number, size: number, fill: string, edge: string): string {
  const s = size / 240;
  const facets = [
    [-110, -40],
    [-60, -95],
    [0, -55],
    [60, -95],
    [110, -40],
    [70, 50],
    [0, 115],
    [-70, 50],
  ]
    .map(([dx, dy]) => `M${x} ${y}L${n(x + dx * s)} ${n(y + dy * s)}`)
    .join('');
  return (
    heartShape(x, y, size, edge) +
    heartShape(x, y, size * 0.9, fill) +
    path(facets, 'none', 'stroke="#fff" stroke-opacity="0.35" stroke-width="2"') +
    heartShape(x - 22 * s, y - 8 * s, size * 0.46, '#fff', 'fill-opacity="0.2"') +
    heartShape(x + 25 * s, y + 30 * s, size * 0.5, '#000', 'fill-opacity="0.2"') +
    path(
      disc(x - 92 * s, y - 55 * s, 9 * s) + disc(x + 92 * s, y - 55 * s, 9 * s) + disc(x, y + 112 * s, 9 * s),
      edge,
    ) +
    sparkles([[x + 120 * s, y - 100 * s, 16]], '#fff')
  );
}

const CHARMS: Record<CharmShape, (fill: string, edge: string, random: () => number) => string> = {
  // Glossy enamel in a thin metal rim.
  'enamel-heart': (fill, edge) =>
    heartShape(CX, CY, 230, fill, `stroke="${edge}" stroke-width="8"`) +
    shade(heartShape(CX + 18, CY + 20, 170, '#000'), 0.12) +
    shade(ellipse(CX - 52, CY - 50, 30, 16, '#fff', `transform="rotate(-35 ${CX - 52} ${CY - 50})"`), 0.55),
  // A cut stone, smaller than the enamel heart and hanging askew from its bail.
  'gem-heart': (fill, edge) => spin(-16, CX, CY - 110, gemHeart(CX, CY - 10, 190, fill, edge)),
  // A bevelled star among glints.
  star: (fill, edge) =>
    `<polygon points="${starPoints(CX, CY, 130, 55)}" fill="${fill}" stroke="${edge}" stroke-width="6" stroke-linejoin="round"/>` +
    shade(`<polygon points="${starPoints(CX, CY, 85, 36)}" fill="#fff"/>`, 0.3) +
    sparkles(
      [
        [CX - 140, CY - 90, 18],
        [CX + 135, CY + 40, 14],
        [CX - 110, CY + 110, 10],
      ],
      edge,
    ),
  // Enamel daisy petals round a domed centre.
  daisy: (fill, edge, random) =>
    circle(CX, CY, 118, edge) +
    bloom('daisy', CX, CY, 130, fill, random) +
    shade(circle(CX - 8, CY - 8, 9, '#fff'), 0.6),
  // A crescent with a little star on its own link.
  moon: (fill, edge) =>
    `<path d="M${CX + 20} ${CY - 120} A120 120 0 1 0 ${CX + 20} ${CY + 120} A72 120 0 1 1 ${CX + 20} ${CY - 120}Z" fill="${fill}" stroke="${edge}" stroke-width="7"/>` +
    `<line x1="${CX + 40}" y1="${CY - 60}" x2="${CX + 40}" y2="${CY}" stroke="${edge}" stroke-width="3"/>` +
    `<polygon points="${starPoints(CX + 40, CY + 28, 30, 13)}" fill="${fill}" stroke="${edge}" stroke-width="4"/>` +
    sparkles([[CX - 90, CY - 110, 12]], edge),
  // A sculpted rose on a metal disc.
  rose: (fill, edge, random) =>
    circle(CX, CY, 112, edge) + circle(CX, CY, 100, '#faf6f0') + bloom('rose', CX, CY, 88, fill, random),
};

/** A keychain hanging from its split ring: ring, chain, charm and perhaps a bead. */
export function drawKeychain(keychain: Keychain, random: () => number): string {
  const { metal, colours, bead } = keychain;
  const links = [168, 196, 224]
    .map((y, i) => ellipse(CX, y, i % 2 ? 6 : 11, 15, 'none', `stroke="${metal}" stroke-width="6"`))
    .join('');
  const ring =
    circle(CX, 100, 58, 'none', `stroke="${metal}" stroke-width="13"`) +
    shade(circle(CX, 100, 58, 'none', 'stroke="#fff" stroke-width="3" stroke-dasharray="60 300"'), 0.5);
  const beadChain = bead
    ? `<path d="M${CX + 6} 238 Q${CX + 70} 250 ${CX + 120} 262" fill="none" stroke="${metal}" stroke-width="3"/>` +
      circle(CX + 125, 280, 22, bead, 'stroke="#000" stroke-opacity="0.1"') +
      shade(circle(CX + 117, 272, 7, '#fff'), 0.7)
    : '';
  return (
    ellipse(CX, 545, 120, 14, '#000', 'opacity="0.1"') +
    ring +
    links +
    `<line x1="${CX}" y1="238" x2="${CX}" y2="262" stroke="${metal}" stroke-width="6"/>` +
    beadChain +
    CHARMS[keychain.charm](colours[0], colours[1] ?? metal, random)
  );
}
