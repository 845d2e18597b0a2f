/** SVG pieces of the paper sheet drawings (never user input). */

export function svgDocument(size: number, body: string, viewBox = `0 0 ${size} ${size}`): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}">${body}</svg>`;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Deterministic pseudo-random numbers in [0, 1) from a text seed (FNV-1a, then mulberry32),
 * so the same sheet is always drawn the same way.
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

/** A flower seen from above: rotated elliptical petals in two rings around a round centre. */
export function flower(cx: number, cy: number, radius: number, colour: string, centre: string, turn = 0): string {
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
