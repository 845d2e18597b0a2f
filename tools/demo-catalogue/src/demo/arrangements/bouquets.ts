import { leaf, LEAF_GREEN, stem } from '../../artwork/foliage.js';
import { bow, n, overlay, path } from '../../artwork/svg.js';
import type { DrawArrangement, FlowerArt } from './arrangement.js';
import {
  blooms,
  ellipseRegion,
  greenery,
  heartRegion,
  honeycomb,
  type Fan,
  type Region,
  type Spot,
} from './bloom-layout.js';

const BLOOM = 34;
const SPACING = 60;

/** Stems from every flower down through the binding point and on to the table. */
function stems(spots: Spot[], tie: Spot, bottom: number, width = 5): string {
  return spots
    .map((spot) => {
      const k = (bottom - tie.y) / Math.max(tie.y - spot.y, 1);
      return stem(spot.x, spot.y, tie.x + (tie.x - spot.x) * k, bottom, width);
    })
    .join('');
}

function greens(art: FlowerArt, fan: Fan, random: () => number): string {
  return greenery(art.greenery ?? ['leaves'], fan, random);
}

/** Paper rising behind the flowers in three pointed sheets, and a cone of two panels in front. */
function paperCone(region: Region) {
  const back = (paper: string) =>
    path('M300 500 L95 165 L205 80 Z', paper) +
    path('M300 500 L505 165 L395 80 Z', paper) +
    overlay('M300 500 L205 80 L300 55 L395 80 Z', 'dark', 0.08) +
    path('M300 500 L215 90 L300 62 L385 90 Z', paper, 'fill-opacity="0.9"');
  const front = (paper: string, ribbon: string) =>
    path(
      'M125 285 Q220 330 318 305 L316 530 L282 530 Z',
      paper,
      'stroke="#000" stroke-opacity="0.1" stroke-width="2"',
    ) +
    path(
      'M475 285 Q380 330 282 305 L284 530 L318 530 Z',
      paper,
      'stroke="#000" stroke-opacity="0.1" stroke-width="2"',
    ) +
    overlay('M475 285 Q380 330 282 305 L284 530 L318 530 Z', 'dark', 0.07) +
    bow(300, 425, 44, ribbon);
  const draw: DrawArrangement = (art, random, behindBlooms) => {
    const spots = honeycomb(region, SPACING, random);
    return {
      body:
        back(art.base) +
        greens(art, { from: { x: 300, y: 250 }, length: 170, spread: 75 }, random) +
        behindBlooms +
        blooms(spots, BLOOM, art.blooms, random) +
        front(art.base, art.ribbon),
      focus: [140, 70, 320, 320],
      front: { x: 300, y: 380 },
    };
  };
  return draw;
}

/** A round bouquet in a paper cone. */
export const wrapped = paperCone(ellipseRegion(300, 205, 150, 115));

/** Flowers packed into a heart inside the paper cone. */
export const heartWrapped = paperCone(heartRegion(300, 200, 330, 290));

/** Long stems in a sheer sleeve, tied with a ribbon: stems and leaves show through. */
export const sleeved: DrawArrangement = (art, random) => {
  const spots = honeycomb(ellipseRegion(300, 175, 125, 95), SPACING, random);
  const tie = { x: 300, y: 390 };
  return {
    body:
      greens(art, { from: { x: 300, y: 230 }, length: 150, spread: 60 }, random) +
      stems(spots, tie, 530) +
      leaf(290, 380, 150) +
      `<g transform="rotate(-28 310 380)">${leaf(310, 380, 130)}</g>` +
      blooms(spots, BLOOM, art.blooms, random) +
      path('M170 250 L430 250 L340 520 L260 520 Z', art.base, 'fill-opacity="0.55" stroke="#fff" stroke-width="3"') +
      overlay('M300 250 L430 250 L340 520 L300 520 Z', 'light', 0.2) +
      `<rect x="272" y="${tie.y - 14}" width="56" height="26" rx="6" fill="${art.ribbon}"/>` +
      bow(300, tie.y, 36, art.ribbon),
    focus: [160, 60, 280, 280],
    front: tie,
  };
};

/** A teardrop that trails down from a round head, greenery spilling with it. */
export const cascade: DrawArrangement = (art, random) => {
  const head = honeycomb(ellipseRegion(300, 190, 140, 100), SPACING, random);
  const tail = honeycomb(ellipseRegion(300, 350, 62, 120), SPACING * 0.9, random);
  const streamer = (dx: number) =>
    `<path d="M300 240 C${300 + dx} 300 ${300 - dx} 380 ${300 + dx} 450" fill="none" stroke="${art.ribbon}" stroke-width="7" stroke-linecap="round"/>`;
  return {
    body:
      greens(art, { from: { x: 300, y: 200 }, length: 150, spread: 55, count: 5 }, random) +
      greens(art, { from: { x: 300, y: 300 }, length: 200, spread: 35, aim: 180, count: 5 }, random) +
      streamer(-30) +
      streamer(35) +
      blooms([...head, ...tail], BLOOM * 0.95, art.blooms, random),
    focus: [150, 80, 300, 300],
    front: { x: 300, y: 300 },
  };
};

/** A tall glass vase: stems cross in the water. */
export const vase: DrawArrangement = (art, random) => {
  const spots = honeycomb(ellipseRegion(300, 180, 150, 115), SPACING * 1.15, random);
  const glass = 'M225 330 Q215 430 240 520 L360 520 Q385 430 375 330 Z';
  return {
    body:
      greens(art, { from: { x: 300, y: 300 }, length: 130, spread: 70 }, random) +
      stems(spots, { x: 300, y: 420 }, 512, 6) +
      `<g transform="rotate(40 300 420)">${leaf(300, 420, 140, LEAF_GREEN)}</g>` +
      blooms(spots, BLOOM * 1.1, art.blooms, random) +
      path(glass, art.base, 'fill-opacity="0.35" stroke="#ffffff" stroke-width="4"') +
      path('M221 390 Q222 460 240 520 L360 520 Q378 460 379 390 Z', '#9fd3e6', 'fill-opacity="0.35"') +
      overlay(`M240 345 Q232 430 252 505 L262 505 Q244 430 250 345 Z`, 'light', 0.6) +
      `<ellipse cx="300" cy="330" rx="75" ry="10" fill="none" stroke="#fff" stroke-width="3"/>` +
      `<rect x="225" y="${n(342)}" width="150" height="14" fill="${art.ribbon}" fill-opacity="0.9"/>`,
    focus: [130, 50, 340, 340],
    front: { x: 300, y: 450 },
  };
};
