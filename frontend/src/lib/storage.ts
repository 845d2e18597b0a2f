/**
 * Storage access that never throws: private browsing modes and disabled storage make
 * the Web Storage API throw, and a broken storage must not break the shop.
 */
type StorageArea = 'session' | 'local';

function area(which: StorageArea): Storage | null {
  try {
    return which === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(which: StorageArea, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: StorageArea, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch (error) {
    console.error(`Could not write "${key}" to ${which} storage`, error);
  }
}

export function removeItem(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}

/** Reads a JSON value; anything missing or unparsable gives `undefined`. */
export function readJson(which: StorageArea, key: string): unknown {
  const raw = readItem(which, key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJson(which: StorageArea, key: string, value: unknown): void {
  writeItem(which, key, JSON.stringify(value));
}
