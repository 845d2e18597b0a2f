import { bow, ellipse, overlay, path } from '../../artwork/svg.js';
import { heartShape } from '../../artwork/keepsakes.js';
import type { DrawArrangement, FlowerArt } from './arrangement.js';
import { blooms, ellipseRegion, greenery, heartRegion, honeycomb, type Region } from './bloom-layout.js';

const BLOOM = 32;
const SPACING = 56;
const EDGE = 'stroke="#000" stroke-opacity="0.15" stroke-width="2"';

/** Flowers packed into a container's opening, a few sprigs peeping out behind them. */
function packed(art: FlowerArt, region: Region, random: () => number, radius = BLOOM, spacing = SPACING): string {
  const cx = (region.left + region.right) / 2;
  const cy = (region.top + region.bottom) / 2;
  const greens = art.greenery
    ? greenery(
        art.greenery,
        { from: { x: cx, y: cy + 10 }, length: (region.right - region.left) * 0.45, spread: 80, count: 5 },
        random,
      )
    : '';
  return greens + blooms(honeycomb(region, spacing, random), radius, art.blooms, random);
}

const FOOT = 510;

/**
 * A round box `halfWidth` across and `height` tall with a ribbon round the middle, flowers rising
 * `crown` above its rim; with `lid`, the lid leans behind it (a hat box).
 */
function roundBox(halfWidth: number, height: number, crown: number, lid: boolean): DrawArrangement {
  const [left, right, top, rim] = [300 - halfWidth, 300 + halfWidth, FOOT - height, halfWidth * 0.22];
  const band = FOOT - height * 0.45;
  const wall = `M${left} ${top} L${left} ${FOOT} A${halfWidth} ${rim} 0 0 0 ${right} ${FOOT} L${right} ${top} Z`;
  // Lit from the left: the round wall darkens towards its right edge.
  const shading =
    `<defs><linearGradient id="round-box-shading"><stop offset="0.2" stop-color="#fff" stop-opacity="0.12"/>` +
    `<stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient></defs>`;
  return (art, random) => ({
    body:
      shading +
      (lid
        ? ellipse(
            right - 2,
            top - 20,
            halfWidth * 0.42,
            halfWidth,
            art.base,
            `${EDGE} transform="rotate(14 ${right - 2} ${top - 20})"`,
          ) +
          ellipse(
            right - 2,
            top - 20,
            halfWidth * 0.34,
            halfWidth * 0.9,
            '#000',
            `fill-opacity="0.08" transform="rotate(14 ${right - 2} ${top - 20})"`,
          )
        : '') +
      path(wall, art.base) +
      path(wall, 'url(#round-box-shading)') +
      ellipse(300, top, halfWidth, rim, art.base, EDGE) +
      packed(art, ellipseRegion(300, top + 30 - crown, halfWidth, crown), random) +
      `<rect x="${left}" y="${band - 12}" width="${halfWidth * 2}" height="24" fill="${art.ribbon}"/>` +
      bow(300 + halfWidth * 0.6, band, 38, art.ribbon),
    focus: [140, top + 30 - crown - 120, 320, 320],
    front: { x: 300, y: band + 45 },
  });
}

/** A wide round hat box with its lid leaning behind. */
export const hatBox = roundBox(150, 180, 72, true);

/** A tall, narrow round box for flowers that stand up high. */
export const tallRoundBox = roundBox(105, 220, 110, false);

/**
 * A box `width` wide and `height` tall seen from its front right corner, ribbon round the
 * middle; with `lid`, the lid leans behind it.
 */
function cornerBox(width: number, height: number, lid: boolean): DrawArrangement {
  const [left, top] = [280 - width / 2, FOOT - height];
  const right = left + width;
  const [dx, dy] = [40, -35];
  const lidSize = width * 0.6;
  const topFace = `M${left} ${top} L${right} ${top} L${right + dx} ${top + dy} L${left + dx} ${top + dy} Z`;
  const side = (y1: number, y2: number) =>
    `M${right} ${y1} L${right + dx} ${y1 + dy} L${right + dx} ${y2 + dy} L${right} ${y2} Z`;
  const band = top + height * 0.4;
  return (art, random) => ({
    body:
      (lid
        ? `<rect x="${right - 80}" y="${top - lidSize + 10}" width="${lidSize}" height="${lidSize}" fill="${art.base}" ${EDGE} transform="rotate(12 ${right} ${top - lidSize / 2})"/>`
        : '') +
      path(topFace, art.base) +
      overlay(topFace, 'dark', 0.25) +
      packed(art, ellipseRegion(left + width / 2 + dx / 2, top - 48, width * 0.57, 62), random) +
      `<rect x="${left}" y="${top}" width="${width}" height="${height}" fill="${art.base}" ${EDGE}/>` +
      path(side(top, FOOT), art.base) +
      overlay(side(top, FOOT), 'dark', 0.2) +
      `<rect x="${left}" y="${band}" width="${width}" height="22" fill="${art.ribbon}"/>` +
      path(side(band, band + 22), art.ribbon) +
      overlay(side(band, band + 22), 'dark', 0.15),
    focus: [left + width / 2 - 140, top - 48 - 130, 320, 320],
    front: { x: left + width / 2, y: band + (FOOT - band) / 2 + 10 },
  });
}

/** A square box with its lid leaning behind. */
export const squareBox = cornerBox(280, 180, true);

/** A long, low open box. */
export const longBox = cornerBox(360, 120, false);

/** A heart-shaped box seen from above the front, flowers packed edge to edge. */
export const heartBox: DrawArrangement = (art, random) => {
  const top = 300;
  // Squashed to lie flat; the same heart stacked a few times makes the box's side.
  const squash = (content: string, dy: number) =>
    `<g transform="translate(0 ${dy}) translate(300 ${top}) scale(1 0.72) translate(-300 ${-top})">${content}</g>`;
  return {
    body:
      [60, 48, 36, 24, 12].map((drop) => squash(heartShape(300, top, 340, art.base), drop)).join('') +
      squash(heartShape(300, top, 340, '#000', 'fill-opacity="0.25"'), 60) +
      `<path d="M132 ${top + 40} Q300 ${top + 210} 468 ${top + 40}" fill="none" stroke="${art.ribbon}" stroke-width="20"/>` +
      squash(heartShape(300, top, 340, art.base, EDGE), 0) +
      packed(art, heartRegion(300, top - 12, 330, 240), random, BLOOM * 0.95, SPACING * 0.9) +
      bow(420, top + 95, 40, art.ribbon),
    focus: [130, 150, 340, 340],
    front: { x: 300, y: top + 110 },
  };
};

/** A tin bucket with rolled rims and a handle folded down. */
export const bucket: DrawArrangement = (art, random) => ({
  body:
    `<path d="M168 330 Q150 420 230 428" fill="none" stroke="#9e9e9e" stroke-width="6"/>` +
    ellipse(300, 335, 140, 30, art.base, EDGE) +
    packed(art, ellipseRegion(300, 280, 160, 95), random, BLOOM * 1.05) +
    `<path d="M160 335 L195 508 Q300 535 405 508 L440 335 Q300 372 160 335 Z" fill="${art.base}"/>` +
    overlay('M360 350 L440 335 L405 508 L372 518 Z', 'dark', 0.08) +
    `<path d="M160 335 Q300 372 440 335" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="10"/>` +
    `<path d="M192 492 Q300 520 408 492" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="8"/>` +
    `<path d="M432 330 Q455 420 372 430" fill="none" stroke="#9e9e9e" stroke-width="6"/>`,
  focus: [130, 130, 340, 340],
  front: { x: 300, y: 440 },
});

/** A woven basket, its handle arching behind the flowers. */
export const basket: DrawArrangement = (art, random) => {
  const weave = Array.from({ length: 6 }, (_, row) =>
    Array.from({ length: 9 }, (_, col) =>
      ellipse(
        172 + col * 32 + (row % 2) * 16 + row * 4 - 10,
        360 + row * 27,
        18,
        11,
        art.base,
        'stroke="#000" stroke-opacity="0.2" stroke-width="2"',
      ),
    ).join(''),
  ).join('');
  return {
    body:
      `<path d="M165 345 C165 70 435 70 435 345" fill="none" stroke="${art.base}" stroke-width="22"/>` +
      `<path d="M165 345 C165 70 435 70 435 345" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="22" stroke-dasharray="8 10"/>` +
      packed(art, ellipseRegion(300, 300, 165, 80), random) +
      `<clipPath id="basket"><path d="M150 345 L185 515 L415 515 L450 345 Z"/></clipPath>` +
      `<g clip-path="url(#basket)"><rect x="150" y="345" width="300" height="170" fill="${art.base}"/>${weave}</g>` +
      `<rect x="144" y="336" width="312" height="20" rx="10" fill="${art.base}" ${EDGE}/>` +
      bow(180, 350, 34, art.ribbon),
    focus: [130, 150, 340, 340],
    front: { x: 300, y: 440 },
  };
};
