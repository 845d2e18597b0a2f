/** Small SVG building blocks for the pictures the catalogue draws itself (never user input). */

export function svgDocument(size: number, body: string, viewBox = `0 0 ${size} ${size}`): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${viewBox}">${body}</svg>`;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A name on a rounded tag near the bottom edge. */
export function labelTag(text: string, size: number, ink: string, paper = '#ffffff'): string {
  const fontSize = Math.round(size / 18);
  const width = Math.min(size * 0.9, text.length * fontSize * 0.62 + fontSize * 2);
  const y = size - fontSize * 2.6;
  return (
    `<rect x="${(size - width) / 2}" y="${y}" width="${width}" height="${fontSize * 1.8}" rx="${fontSize * 0.9}" ` +
    `fill="${paper}" fill-opacity="0.9"/>` +
    `<text x="${size / 2}" y="${y + fontSize * 1.25}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" ` +
    `font-size="${fontSize}" font-weight="bold" fill="${ink}">${escapeXml(text)}</text>`
  );
}

/**
 * Deterministic pseudo-random numbers in [0, 1) from a text seed (FNV-1a, then mulberry32),
 * so the same product or sheet is always drawn the same way.
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

/** A leaf: a pointed ellipse with a midrib. */
export function leaf(cx: number, cy: number, length: number, angle: number, colour: string): string {
  return (
    `<g transform="rotate(${angle.toFixed(1)} ${cx} ${cy})">` +
    `<ellipse cx="${cx}" cy="${cy - length / 2}" rx="${length * 0.22}" ry="${length / 2}" fill="${colour}"/>` +
    `<line x1="${cx}" y1="${cy}" x2="${cx}" y2="${cy - length * 0.9}" stroke="#ffffff" stroke-opacity="0.3" stroke-width="2"/>` +
    `</g>`
  );
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
