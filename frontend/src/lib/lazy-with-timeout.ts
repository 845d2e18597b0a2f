import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/constants';

/** The error a screen reports when its script chunk cannot be loaded (SPEC §8, DESIGN §8.11). */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

function describe(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

/**
 * Runs a dynamic import, turning a failure or a load slower than `timeoutMs` into a
 * ChunkLoadError that is logged, so a missing chunk never leaves a blank screen.
 */
export function loadChunkWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const fail = (error: ChunkLoadError) => {
      if (settled) return;
      settled = true;
      console.error(error);
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new ChunkLoadError(`Loading chunk failed: no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );

    let pending: Promise<T>;
    try {
      pending = load();
    } catch (error) {
      clearTimeout(timer);
      fail(new ChunkLoadError(`Loading chunk failed: ${describe(error)}`, { cause: error }));
      return;
    }
    pending.then(
      (module) => {
        clearTimeout(timer);
        if (settled) return;
        settled = true;
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        fail(new ChunkLoadError(`Loading chunk failed: ${describe(error)}`, { cause: error }));
      },
    );
  });
}

/** `React.lazy` with the chunk time-out and ChunkLoadError reporting of `loadChunkWithTimeout`. */
// `any` props: the same constraint React.lazy itself uses.
export function lazyWithTimeout<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyExoticComponent<T> {
  return lazy(() => loadChunkWithTimeout(load, timeoutMs));
}
