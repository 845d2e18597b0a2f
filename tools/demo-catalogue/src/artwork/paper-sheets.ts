import type { PaperSheetId } from '@flowershop/common/contracts';
import { seededRandom, svgDocument } from './svg.js';

/*
 * The ten paper sheets' pictures. The catalog ships them rendered (services/catalog/assets/
 * paper-sheets, `npm run render-sheets` here); after changing a drawing, re-render and bump
 * ARTWORK_VERSION in the catalog's sheet-pictures.ts (keys are immutable, browsers cache a year).
 */
const SIZE = 400;

type Pattern = 'monogram' | 'cannage' | 'cow' | 'plain';

interface SheetStyle {
  pattern: Pattern;
  paper: string;
  ink: string;
  letters?: string;
}

/** How each sheet looks: its pattern and colours. */
const SHEET_STYLES: Record<PaperSheetId, SheetStyle> = {
  'coach-pink': { pattern: 'monogram', paper: '#f7c6d5', ink: '#b0305f', letters: 'C' },
  'hermes-white': { pattern: 'monogram', paper: '#fffdf9', ink: '#efc49a', letters: 'H' },
  'hermes-pink': { pattern: 'monogram', paper: '#f4a9bf', ink: '#ffffff', letters: 'H' },
  cow: { pattern: 'cow', paper: '#fffdf8', ink: '#1f1f1f' },
  'dior-black': { pattern: 'cannage', paper: '#1c1c1e', ink: '#9a9aa0', letters: 'CD' },
  'dior-green': { pattern: 'cannage', paper: '#2e6b4f', ink: '#b5dcc4', letters: 'CD' },
  'dior-red': { pattern: 'cannage', paper: '#b3202e', ink: '#f6b3b9', letters: 'CD' },
  'dior-pink': { pattern: 'cannage', paper: '#f1b8c8', ink: '#ffffff', letters: 'CD' },
  'simple-black': { pattern: 'plain', paper: '#161618', ink: '#46464c' },
  'simple-white': { pattern: 'plain', paper: '#fdfdfd', ink: '#dcdce0' },
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A flower seen from above: rotated elliptical petals in two rings around a round centre. */
function flower(cx: number, cy: number, radius: number, colour: string, centre: string, turn = 0): string {
  const petals = 8;
  const ring = (length: number, width: number, offset: number, opacity: number) =>
    Array.from({ length: petals }, (_, i) => {
      const angle = turn + offset + (360 / petals) * i;
      return (
        `<ellipse cx="${cx}" cy="${cy - length}" rx="${width}" ry="${length}" fill="${colour}" ` +
        `fill-opacity="${opacity}" transform="rotate(${angle.toFixed(1)} ${cx} ${cy})"/>`
      );
    }).join('');
  return (
    ring(radius * 0.55, radius * 0.3, 0, 1) +
    ring(radius * 0.38, radius * 0.22, 180 / petals, 0.85) +
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.22}" fill="${centre}"/>` +
    `<circle cx="${cx - radius * 0.06}" cy="${cy - radius * 0.06}" r="${radius * 0.08}" fill="#ffffff" fill-opacity="0.35"/>`
  );
}

function letters(x: number, y: number, text: string, ink: string, size: number, turn = 0): string {
  return (
    `<text x="${x}" y="${y + size * 0.35}" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="${size}" ` +
    `font-weight="bold" fill="${ink}" transform="rotate(${turn} ${x} ${y})">${escapeXml(text)}</text>`
  );
}

/** A tile repeated over the sheet; `turn` rotates the whole pattern. */
function tiled(tile: number, content: string, turn = 0): string {
  return (
    `<defs><pattern id="tile" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse" ` +
    `patternTransform="rotate(${turn})">${content}</pattern></defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#tile)"/>`
  );
}

const PATTERNS: Record<Pattern, (style: SheetStyle, seed: string) => string> = {
  // Letters on one diagonal, little flowers on the other (Coach, Hermès).
  monogram: ({ ink, paper, letters: text = '' }) =>
    tiled(
      80,
      letters(20, 20, text, ink, 26) +
        letters(60, 60, text, ink, 26) +
        flower(60, 20, 14, ink, paper) +
        flower(20, 60, 14, ink, paper),
      -12,
    ),
  // Quilted diamonds with stitched seams and a monogram in each diamond (Dior cannage).
  cannage: ({ ink, letters: text = '' }) =>
    tiled(
      70,
      `<path d="M0 0 H70 M0 0 V70" stroke="${ink}" stroke-width="3" stroke-dasharray="6 4"/>` +
        `<rect x="4" y="4" width="62" height="62" fill="#ffffff" fill-opacity="0.06"/>` +
        letters(35, 35, text, ink, 18, -45),
      45,
    ),
  // Irregular patches, one per cell of a 3×3 grid (so they spread), each a cluster of ellipses.
  cow: ({ ink }, seed) => {
    const random = seededRandom(seed);
    const cell = SIZE / 3;
    return Array.from({ length: 9 }, (_, i) => {
      const x = (i % 3) * cell + cell * (0.25 + random() * 0.5);
      const y = Math.floor(i / 3) * cell + cell * (0.25 + random() * 0.5);
      const size = 28 + random() * 30;
      return Array.from({ length: 4 }, () => {
        const dx = (random() - 0.5) * size * 1.4;
        const dy = (random() - 0.5) * size * 1.4;
        const rx = size * (0.5 + random() * 0.5);
        const ry = size * (0.4 + random() * 0.4);
        return `<ellipse cx="${(x + dx).toFixed(1)}" cy="${(y + dy).toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${ink}" transform="rotate(${Math.round(random() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
      }).join('');
    }).join('');
  },
  // Plain paper: a soft sheen and a couple of creases.
  plain: ({ ink }) =>
    `<defs><linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${ink}" stop-opacity="0"/><stop offset="0.5" stop-color="${ink}" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="${ink}" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#sheen)"/>` +
    `<path d="M0 140 L400 60 M120 400 L260 0" stroke="${ink}" stroke-width="2" fill="none"/>`,
};

/** A square of the sheet with its corner folded over, as it would lie on the counter. */
export function drawSheet(id: PaperSheetId): string {
  const style = SHEET_STYLES[id];
  const fold = SIZE * 0.2;
  return svgDocument(
    SIZE,
    `<rect width="${SIZE}" height="${SIZE}" fill="${style.paper}"/>` +
      PATTERNS[style.pattern](style, id) +
      `<path d="M${SIZE} ${SIZE - fold} L${SIZE - fold} ${SIZE} L${SIZE} ${SIZE} Z" fill="#ffffff"/>` +
      `<path d="M${SIZE} ${SIZE - fold} L${SIZE - fold} ${SIZE} L${SIZE - fold} ${SIZE - fold} Z" fill="${style.paper}" ` +
      `stroke="#000000" stroke-opacity="0.2"/>`,
  );
}
