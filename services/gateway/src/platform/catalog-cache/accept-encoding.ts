import type { ContentCoding } from './prepared-body.js';

type Weights = Record<ContentCoding, number>;

/** Clients send few distinct Accept-Encoding values (one per browser): each is parsed once. */
const parsed = new Map<string, Weights>();
const PARSED_MAX = 64;
const Q_PARAM = /^\s*q\s*=\s*([0-9.]+)\s*$/i;

/** RFC 9110 §12.5.3: each coding's weight; `*` stands for codings not named; identity is fine unless refused. */
function weightsOf(header: string): Weights {
  const named: Partial<Weights> = {};
  let star: number | undefined;
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const value = Q_PARAM.exec(param)?.[1];
      if (value !== undefined) q = Math.min(1, Number(value) || 0);
    }
    if (name === '*') star = q;
    else if (name === 'br' || name === 'gzip' || name === 'identity') named[name] = q;
    else if (name === 'x-gzip') named.gzip ??= q;
  }
  return { br: named.br ?? star ?? 0, gzip: named.gzip ?? star ?? 0, identity: named.identity ?? star ?? 1 };
}

function weights(header: string): Weights {
  let found = parsed.get(header);
  if (!found) {
    found = weightsOf(header);
    if (parsed.size >= PARSED_MAX) parsed.clear();
    parsed.set(header, found);
  }
  return found;
}

/** The client's highest-weighted coding among those `available`; on a tie brotli, then gzip, then identity. */
export function preferredCoding(
  header: string | undefined,
  available: (coding: ContentCoding) => boolean,
): ContentCoding {
  if (!header) return 'identity';
  const weight = weights(header);
  let best: ContentCoding = 'identity';
  let bestWeight = weight.identity;
  for (const coding of ['gzip', 'br'] as const) {
    if (available(coding) && weight[coding] > 0 && weight[coding] >= bestWeight) {
      best = coding;
      bestWeight = weight[coding];
    }
  }
  return best;
}
