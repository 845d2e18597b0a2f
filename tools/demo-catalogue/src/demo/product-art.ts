import { drawKeychain, type Keychain } from '../artwork/charms.js';
import {
  balloons,
  billsFan,
  bowTie,
  champagne,
  chocolates,
  confetti,
  envelope,
  graduationCap,
  present,
  teddy,
} from '../artwork/keepsakes.js';
import { seededRandom, svgDocument } from '../artwork/svg.js';
import type { ArrangementKind, DrawArrangement, Drawn, FlowerArt, Focus } from './arrangements/arrangement.js';
import type { Spot } from './arrangements/bloom-layout.js';
import { cascade, heartWrapped, sleeved, vase, wrapped } from './arrangements/bouquets.js';
import { basket, bucket, hatBox, heartBox, longBox, squareBox, tallRoundBox } from './arrangements/containers.js';

const SIZE = 600;
const TABLE = 470;

/** Gifts that come with an arrangement. */
export type Keepsake =
  | 'balloons'
  | 'bills'
  | 'teddy'
  | 'chocolates'
  | 'graduation-cap'
  | 'champagne'
  | 'love-letter'
  | 'bow-tie'
  | 'confetti'
  | 'present';

/** How one demo product looks: an arrangement (with its gifts) or a keychain, on a coloured wall. */
export type ProductArt = { background: string } & (
  { flowers: FlowerArt; keepsakes?: Keepsake[] } | { keychain: Keychain }
);

const ARRANGEMENTS: Record<ArrangementKind, DrawArrangement> = {
  wrapped,
  'heart-wrapped': heartWrapped,
  sleeved,
  cascade,
  vase,
  'hat-box': hatBox,
  'tall-round-box': tallRoundBox,
  'square-box': squareBox,
  'long-box': longBox,
  'heart-box': heartBox,
  bucket,
  basket,
};

/**
 * Where each gift goes: painted on the wall behind everything, tucked behind the flowers, fixed to
 * the container's front, or standing on the table beside it (which moves the arrangement aside).
 */
type Layer = 'wall' | 'behind-blooms' | 'front' | 'beside';
const KEEPSAKES: Record<Keepsake, { layer: Layer; draw: (at: Spot, art: FlowerArt, random: () => number) => string }> =
  {
    balloons: { layer: 'beside', draw: (at) => balloons(at.x, at.y, ['#ef5350', '#42a5f5', '#ffca28']) },
    confetti: {
      layer: 'wall',
      draw: (_, art, random) =>
        confetti(
          art.blooms.flatMap((mix) => mix.colours),
          random,
        ),
    },
    bills: { layer: 'behind-blooms', draw: () => billsFan(300, 270, 230, [-68, -51, -34, -17, 0, 17, 34, 51, 68]) },
    'bow-tie': { layer: 'front', draw: (at, art) => bowTie(at.x, at.y, 90, art.ribbon) },
    teddy: { layer: 'beside', draw: (at, art) => teddy(at.x, at.y, 185, art.ribbon) },
    chocolates: { layer: 'beside', draw: (at) => chocolates(at.x, at.y, 190) },
    'graduation-cap': { layer: 'beside', draw: (at) => graduationCap(at.x - 10, at.y - 10, 165) },
    champagne: { layer: 'beside', draw: (at) => champagne(at.x, at.y, 270) },
    'love-letter': { layer: 'beside', draw: (at, art) => envelope(at.x, at.y, 175, '#fffaf3', art.ribbon) },
    present: { layer: 'beside', draw: (at, art) => present(at.x, at.y, 140, art.base, art.ribbon) },
  };

/** Shrinks the arrangement and moves it left about its foot, to make room beside it. */
const ASIDE = { scale: 0.8, dx: -55, footX: 300, footY: 520 };
const aside = (content: string) =>
  `<g transform="translate(${ASIDE.footX + ASIDE.dx} ${ASIDE.footY}) scale(${ASIDE.scale}) translate(${-ASIDE.footX} ${-ASIDE.footY})">${content}</g>`;
const asideFocus = ([x, y, w, h]: Focus): Focus => [
  ASIDE.footX + ASIDE.dx + (x - ASIDE.footX) * ASIDE.scale,
  ASIDE.footY + (y - ASIDE.footY) * ASIDE.scale,
  w * ASIDE.scale,
  h * ASIDE.scale,
];

function backdrop(colour: string): string {
  return (
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>` +
    `</linearGradient></defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="${colour}"/>` +
    `<rect width="${SIZE}" height="${TABLE}" fill="url(#wall)"/>` +
    `<rect y="${TABLE}" width="${SIZE}" height="${SIZE - TABLE}" fill="#000" opacity="0.06"/>` +
    `<rect y="${TABLE}" width="${SIZE}" height="3" fill="#fff" opacity="0.6"/>`
  );
}

function drawFlowers(art: FlowerArt, keepsakes: Keepsake[], random: () => number): { scene: string; focus: Focus } {
  const layer = (which: Layer, at: Spot) =>
    keepsakes
      .filter((keepsake) => KEEPSAKES[keepsake].layer === which)
      .map((keepsake) => KEEPSAKES[keepsake].draw(at, art, random))
      .join('');
  const table = { x: 480, y: 548 };
  const wall = layer('wall', table);
  const drawn: Drawn = ARRANGEMENTS[art.arrangement](art, random, layer('behind-blooms', table));
  const standing =
    `<ellipse cx="300" cy="518" rx="170" ry="20" fill="#000" opacity="0.1"/>` +
    drawn.body +
    layer('front', drawn.front);
  const beside = layer('beside', table);
  return beside
    ? { scene: wall + aside(standing) + beside, focus: asideFocus(drawn.focus) }
    : { scene: wall + standing, focus: drawn.focus };
}

/** Picture `view` (0: the whole product, 1: a close-up of its flowers or charm) of a demo product. */
export function drawProduct(art: ProductArt, seed: string, view: number): string {
  const random = seededRandom(seed);
  const { scene, focus } =
    'keychain' in art
      ? { scene: drawKeychain(art.keychain, random), focus: [150, 200, 300, 300] as Focus }
      : drawFlowers(art.flowers, art.keepsakes ?? [], random);
  return svgDocument(SIZE, backdrop(art.background) + scene, view === 0 ? undefined : focus.join(' '));
}
