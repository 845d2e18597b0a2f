import { bow, circle, ellipse, n, shade, spin } from './svg.js';

/** The gifts that sit beside or behind an arrangement, each anchored where it touches the table. */

/** A bunch of party balloons floating above a little weight that stands on (x, y). */
export function balloons(x: number, y: number, colours: string[]): string {
  const spots = [
    [x - 45, 110],
    [x + 45, 150],
    [x - 5, 215],
  ];
  const knot = { x, y: y - 26 };
  return (
    spots
      .map(([bx, by], i) => {
        const colour = colours[i % colours.length];
        const tie = by + 62;
        return (
          `<path d="M${n(bx)} ${tie} C${n(bx - 15)} ${tie + 80} ${n(knot.x + 15)} ${knot.y - 120} ${n(knot.x)} ${knot.y}" fill="none" stroke="#8d8d8d" stroke-width="2"/>` +
          ellipse(bx, by, 48, 58, colour) +
          `<path d="M${n(bx - 7)} ${tie + 2} L${n(bx + 7)} ${tie + 2} L${n(bx)} ${tie - 7}Z" fill="${colour}"/>` +
          ellipse(
            bx - 18,
            by - 22,
            10,
            17,
            '#fff',
            `fill-opacity="0.5" transform="rotate(30 ${n(bx - 18)} ${by - 22})"`,
          )
        );
      })
      .join('') +
    ellipse(x, y, 30, 6, '#000', 'opacity="0.12"') +
    heartShape(x, y - 14, 34, colours[0], 'stroke="#000" stroke-opacity="0.15" stroke-width="2"')
  );
}

/** A banknote without words: border, portrait oval, seal and corner numerals as plain shapes. */
function bill(x: number, top: number, width: number, height: number): string {
  return (
    `<rect x="${n(x - width / 2)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" rx="3" fill="#b7d3a0" stroke="#5b7f48" stroke-width="2"/>` +
    `<rect x="${n(x - width / 2 + 6)}" y="${n(top + 6)}" width="${n(width - 12)}" height="${n(height - 12)}" fill="none" stroke="#6f9a5a" stroke-width="2"/>` +
    ellipse(x, top + height * 0.5, width * 0.24, height * 0.2, '#8fb47a', 'stroke="#5b7f48" stroke-width="2"') +
    circle(x, top + height * 0.5, width * 0.1, '#6f9a5a') +
    circle(x, top + height * 0.16, width * 0.09, 'none', 'stroke="#5b7f48" stroke-width="2"') +
    circle(x, top + height * 0.84, width * 0.09, 'none', 'stroke="#5b7f48" stroke-width="2"')
  );
}

/** Bills fanned out from a point, like a hand of cards. */
export function billsFan(x: number, y: number, reach: number, angles: number[]): string {
  return angles.map((angle) => spin(angle, x, y, bill(x, y - reach, reach * 0.42, reach * 0.8))).join('');
}

/** A sitting teddy bear, `size` tall, holding a heart when `heart` is a colour. */
export function teddy(x: number, y: number, size: number, heart?: string): string {
  const s = size / 100;
  const fur = '#b07a4f';
  const pale = '#e3c29f';
  return (
    ellipse(x, y - 5 * s, 52 * s, 8 * s, '#000', 'opacity="0.12"') +
    ellipse(x - 24 * s, y - 12 * s, 16 * s, 13 * s, fur) +
    ellipse(x + 24 * s, y - 12 * s, 16 * s, 13 * s, fur) +
    ellipse(x, y - 38 * s, 30 * s, 32 * s, fur) +
    ellipse(x, y - 34 * s, 18 * s, 20 * s, pale) +
    circle(x - 28 * s, y - 98 * s, 12 * s, fur) +
    circle(x + 28 * s, y - 98 * s, 12 * s, fur) +
    circle(x - 28 * s, y - 98 * s, 6 * s, pale) +
    circle(x + 28 * s, y - 98 * s, 6 * s, pale) +
    circle(x, y - 80 * s, 30 * s, fur) +
    ellipse(x, y - 70 * s, 13 * s, 10 * s, pale) +
    ellipse(x, y - 74 * s, 5 * s, 3.5 * s, '#3b2417') +
    circle(x - 11 * s, y - 86 * s, 3.5 * s, '#2a1a10') +
    circle(x + 11 * s, y - 86 * s, 3.5 * s, '#2a1a10') +
    ellipse(x - 24 * s, y - 14 * s, 8 * s, 6 * s, pale) +
    ellipse(x + 24 * s, y - 14 * s, 8 * s, 6 * s, pale) +
    (heart ? heartShape(x, y - 44 * s, 22 * s, heart, 'stroke="#000" stroke-opacity="0.15" stroke-width="2"') : '') +
    ellipse(x - 26 * s, y - 48 * s, 10 * s, 17 * s, fur, `transform="rotate(-35 ${n(x - 26 * s)} ${n(y - 48 * s)})"`) +
    ellipse(x + 26 * s, y - 48 * s, 10 * s, 17 * s, fur, `transform="rotate(35 ${n(x + 26 * s)} ${n(y - 48 * s)})"`)
  );
}

/** A heart `size` wide whose top centre notch is at (x, y - size * 0.25). */
export function heartShape(x: number, y: number, size: number, fill: string, extra = ''): string {
  const h = size / 2;
  return (
    `<path d="M${n(x)} ${n(y - h * 0.45)} C${n(x)} ${n(y - h * 1.1)} ${n(x - h * 1.05)} ${n(y - h * 1.1)} ${n(x - h)} ${n(y - h * 0.3)} ` +
    `C${n(x - h)} ${n(y + h * 0.2)} ${n(x - h * 0.4)} ${n(y + h * 0.6)} ${n(x)} ${n(y + h)} ` +
    `C${n(x + h * 0.4)} ${n(y + h * 0.6)} ${n(x + h)} ${n(y + h * 0.2)} ${n(x + h)} ${n(y - h * 0.3)} ` +
    `C${n(x + h * 1.05)} ${n(y - h * 1.1)} ${n(x)} ${n(y - h * 1.1)} ${n(x)} ${n(y - h * 0.45)}Z" fill="${fill}"${extra ? ' ' + extra : ''}/>`
  );
}

/** An open box of truffles, `width` wide, standing on (x, y). */
export function chocolates(x: number, y: number, width: number): string {
  const height = width * 0.42;
  const top = y - height;
  const left = x - width / 2;
  const truffles = Array.from({ length: 6 }, (_, i) => {
    const cx = left + width * (0.19 + (i % 3) * 0.31);
    const cy = top + height * (0.3 + Math.floor(i / 3) * 0.42);
    const gold = i === 1 || i === 5;
    return (
      circle(cx, cy + 2, width * 0.12, '#3a2214') +
      circle(cx, cy, width * 0.11, gold ? '#d9b44a' : '#5a3420') +
      (gold
        ? shade(circle(cx - width * 0.03, cy - width * 0.03, width * 0.035, '#fff'), 0.6)
        : `<path d="M${n(cx - width * 0.07)} ${n(cy)} q${n(width * 0.035)} -6 ${n(width * 0.07)} 0 t${n(width * 0.07)} 0" fill="none" stroke="#d8b98f" stroke-width="2"/>`)
    );
  }).join('');
  return (
    ellipse(x, y, width * 0.55, 9, '#000', 'opacity="0.12"') +
    `<rect x="${n(left)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" rx="6" fill="#7b1e2b"/>` +
    `<rect x="${n(left + 6)}" y="${n(top + 6)}" width="${n(width - 12)}" height="${n(height - 12)}" rx="4" fill="#c9a24a"/>` +
    truffles
  );
}

/** A graduation mortarboard with a gold tassel, its crown resting at (x, y). */
export function graduationCap(x: number, y: number, size: number): string {
  const s = size / 100;
  return (
    `<path d="M${n(x - 34 * s)} ${n(y - 30 * s)} L${n(x - 34 * s)} ${n(y)} Q${n(x)} ${n(y + 14 * s)} ${n(x + 34 * s)} ${n(y)} L${n(x + 34 * s)} ${n(y - 30 * s)}Z" fill="#1f1f24"/>` +
    `<path d="M${n(x)} ${n(y - 62 * s)} L${n(x + 62 * s)} ${n(y - 38 * s)} L${n(x)} ${n(y - 14 * s)} L${n(x - 62 * s)} ${n(y - 38 * s)}Z" fill="#2c2c33" stroke="#111" stroke-width="2"/>` +
    circle(x, y - 38 * s, 4 * s, '#d4af37') +
    `<path d="M${n(x)} ${n(y - 38 * s)} L${n(x + 44 * s)} ${n(y - 30 * s)} L${n(x + 44 * s)} ${n(y + 4 * s)}" fill="none" stroke="#d4af37" stroke-width="${n(3 * s)}"/>` +
    `<path d="M${n(x + 38 * s)} ${n(y + 2 * s)} L${n(x + 50 * s)} ${n(y + 2 * s)} L${n(x + 53 * s)} ${n(y + 24 * s)} L${n(x + 35 * s)} ${n(y + 24 * s)}Z" fill="#d4af37"/>`
  );
}

/** A champagne bottle with a gold-foiled neck and a blank label, standing on (x, y). */
export function champagne(x: number, y: number, height: number): string {
  const s = height / 100;
  const glass = '#1e4a2c';
  return (
    ellipse(x, y, 26 * s, 5 * s, '#000', 'opacity="0.15"') +
    `<path d="M${n(x - 20 * s)} ${n(y)} L${n(x - 20 * s)} ${n(y - 52 * s)} Q${n(x - 20 * s)} ${n(y - 68 * s)} ${n(x - 7 * s)} ${n(y - 76 * s)} ` +
    `L${n(x - 7 * s)} ${n(y - 100 * s)} L${n(x + 7 * s)} ${n(y - 100 * s)} L${n(x + 7 * s)} ${n(y - 76 * s)} ` +
    `Q${n(x + 20 * s)} ${n(y - 68 * s)} ${n(x + 20 * s)} ${n(y - 52 * s)} L${n(x + 20 * s)} ${n(y)}Z" fill="${glass}"/>` +
    `<path d="M${n(x - 8 * s)} ${n(y - 101 * s)} L${n(x + 8 * s)} ${n(y - 101 * s)} L${n(x + 9 * s)} ${n(y - 72 * s)} L${n(x - 9 * s)} ${n(y - 72 * s)}Z" fill="#d4af37"/>` +
    `<rect x="${n(x - 20 * s)}" y="${n(y - 44 * s)}" width="${n(40 * s)}" height="${n(24 * s)}" fill="#f3ead2"/>` +
    `<rect x="${n(x - 20 * s)}" y="${n(y - 44 * s)}" width="${n(40 * s)}" height="${n(4 * s)}" fill="#d4af37"/>` +
    shade(
      `<rect x="${n(x - 14 * s)}" y="${n(y - 62 * s)}" width="${n(5 * s)}" height="${n(55 * s)}" rx="2" fill="#fff"/>`,
      0.25,
    )
  );
}

/** A sealed envelope leaning against the arrangement, its bottom edge centred on (x, y). */
export function envelope(x: number, y: number, width: number, paper: string, seal: string): string {
  const h = width * 0.62;
  const left = x - width / 2;
  return spin(
    -8,
    x,
    y,
    `<rect x="${n(left)}" y="${n(y - h)}" width="${n(width)}" height="${n(h)}" rx="3" fill="${paper}" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>` +
      `<path d="M${n(left)} ${n(y)} L${n(x)} ${n(y - h * 0.45)} L${n(left + width)} ${n(y)}" fill="none" stroke="#000" stroke-opacity="0.1" stroke-width="2"/>` +
      `<path d="M${n(left)} ${n(y - h)} L${n(x)} ${n(y - h * 0.4)} L${n(left + width)} ${n(y - h)}Z" fill="${paper}" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>` +
      heartShape(x, y - h * 0.42, width * 0.2, seal),
  );
}

/** A bow tie centred on (x, y). */
export function bowTie(x: number, y: number, size: number, colour: string): string {
  const h = size * 0.3;
  return (
    `<path d="M${n(x)} ${n(y)} L${n(x - size / 2)} ${n(y - h)} L${n(x - size / 2)} ${n(y + h)}Z" fill="${colour}"/>` +
    `<path d="M${n(x)} ${n(y)} L${n(x + size / 2)} ${n(y - h)} L${n(x + size / 2)} ${n(y + h)}Z" fill="${colour}"/>` +
    `<rect x="${n(x - size * 0.09)}" y="${n(y - h * 0.5)}" width="${n(size * 0.18)}" height="${n(h)}" rx="3" fill="${colour}" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>`
  );
}

/** Paper confetti scattered over the backdrop, away from the table. */
export function confetti(colours: string[], random: () => number, count = 40): string {
  return Array.from({ length: count }, (_, i) => {
    const [x, y] = [20 + random() * 560, 20 + random() * 420];
    const colour = colours[i % colours.length];
    return i % 3 === 0
      ? circle(x, y, 5, colour)
      : `<rect x="${n(x)}" y="${n(y)}" width="14" height="6" fill="${colour}" transform="rotate(${Math.round(random() * 180)} ${n(x)} ${n(y)})"/>`;
  }).join('');
}

/** A small wrapped present standing on (x, y). */
export function present(x: number, y: number, size: number, paper: string, ribbon: string): string {
  const left = x - size / 2;
  return (
    ellipse(x, y, size * 0.6, 7, '#000', 'opacity="0.12"') +
    `<rect x="${n(left)}" y="${n(y - size * 0.8)}" width="${n(size)}" height="${n(size * 0.8)}" fill="${paper}"/>` +
    `<rect x="${n(left - 5)}" y="${n(y - size * 0.95)}" width="${n(size + 10)}" height="${n(size * 0.2)}" fill="${paper}" stroke="#000" stroke-opacity="0.12"/>` +
    `<rect x="${n(x - size * 0.08)}" y="${n(y - size * 0.95)}" width="${n(size * 0.16)}" height="${n(size * 0.95)}" fill="${ribbon}"/>` +
    bow(x, y - size * 0.95, size * 0.35, ribbon)
  );
}

/** Four-pointed glints, for things that shine. */
export function sparkles(spots: number[][], colour: string): string {
  return spots
    .map(([x, y, r]) => {
      const w = r * 0.25;
      return `<path d="M${n(x)} ${n(y - r)} Q${n(x + w)} ${n(y - w)} ${n(x + r)} ${n(y)} Q${n(x + w)} ${n(y + w)} ${n(x)} ${n(y + r)} Q${n(x - w)} ${n(y + w)} ${n(x - r)} ${n(y)} Q${n(x - w)} ${n(y - w)} ${n(x)} ${n(y - r)}Z" fill="${colour}"/>`;
    })
    .join('');
}
