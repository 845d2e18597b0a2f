/** Small SVG building blocks for the demo catalogue's drawings (never user input). */

export function svgDocument(size: number, body: string, viewBox = `0 0 ${size} ${size}`): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}">${body}</svg>`;
}

/** Numbers in drawings, short enough to keep the SVG small. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

/** Shapes turned by `angle` degrees round (cx, cy). */
export function spin(angle: number, cx: number, cy: number, content: string): string {
  return angle % 360 === 0 ? content : `<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})">${content}</g>`;
}

/** The point `distance` from (x, y) in the direction `angle` degrees clockwise from straight up. */
export function polar(x: number, y: number, angle: number, distance: number): [number, number] {
  const a = (angle * Math.PI) / 180;
  return [x + Math.sin(a) * distance, y - Math.cos(a) * distance];
}

/** (x, y) turned `angle` degrees round (cx, cy). */
function turned(x: number, y: number, cx: number, cy: number, angle: number): string {
  const a = (angle * Math.PI) / 180;
  const [dx, dy] = [x - cx, y - cy];
  return `${n(cx + dx * Math.cos(a) - dy * Math.sin(a))} ${n(cy + dx * Math.sin(a) + dy * Math.cos(a))}`;
}

/*
 * Path pieces. Many shapes joined into one <path> render far faster than one element each,
 * which keeps seeding the demo catalogue quick.
 */

/** A circle as a piece of path. */
export function disc(x: number, y: number, r: number): string {
  return `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
}

/**
 * A petal pointing away from (cx, cy) at `angle` degrees (0 = up): it starts `from` out,
 * reaches `length` further and is `width` wide; `round` gives it an oval tip instead of a point.
 */
export function petal(
  cx: number,
  cy: number,
  angle: number,
  from: number,
  length: number,
  width: number,
  round = false,
): string {
  const at = (dx: number, dy: number) => turned(cx + dx, cy - dy, cx, cy, angle);
  const [base, tip, mid] = [from, from + length, from + length * 0.5];
  return round
    ? `M${at(0, base)}C${at(-width * 0.7, base)} ${at(-width * 0.7, tip)} ${at(0, tip)}C${at(width * 0.7, tip)} ${at(width * 0.7, base)} ${at(0, base)}Z`
    : `M${at(0, base)}Q${at(-width, mid)} ${at(0, tip)}Q${at(width, mid)} ${at(0, base)}Z`;
}

/** `count` pieces from `piece(angle)`, turned evenly round from `offset` degrees. */
export function ring(count: number, offset: number, piece: (angle: number) => string): string {
  return Array.from({ length: count }, (_, i) => piece(offset + (360 / count) * i)).join('');
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

/** Black (darken) or white (lighten) laid over whatever is below, at `opacity`. */
export function overlay(d: string, light: 'dark' | 'light', opacity: number): string {
  return path(d, light === 'dark' ? '#000' : '#fff', `fill-opacity="${opacity}"`);
}

/**
 * Shading without colour arithmetic: the same shapes drawn again, black to darken or white to
 * lighten, at a low opacity over whatever colour lies below.
 */
export function shade(content: string, opacity: number): string {
  return opacity <= 0 ? '' : `<g opacity="${Math.round(opacity * 100) / 100}">${content}</g>`;
}

/**
 * Deterministic pseudo-random numbers in [0, 1) from a text seed (FNV-1a, then mulberry32),
 * so the same product is always drawn the same way.
 */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A ribbon bow: two loops, two tails and a knot. */
export function bow(cx: number, cy: number, size: number, colour: string): string {
  const loop = (side: 1 | -1) =>
    `<ellipse cx="${cx + side * size * 0.55}" cy="${cy}" rx="${size * 0.55}" ry="${size * 0.3}" fill="${colour}" ` +
    `stroke="#000000" stroke-opacity="0.12" stroke-width="2" transform="rotate(${side * -15} ${cx} ${cy})"/>`;
  const tail = (side: 1 | -1) =>
    `<path d="M${cx} ${cy} L${cx + side * size * 0.5} ${cy + size * 1.1} L${cx + side * size * 0.2} ${cy + size} Z" ` +
    `fill="${colour}"/>`;
  return (
    tail(1) +
    tail(-1) +
    loop(1) +
    loop(-1) +
    `<circle cx="${cx}" cy="${cy}" r="${size * 0.2}" fill="${colour}" stroke="#000000" stroke-opacity="0.15"/>`
  );
}
