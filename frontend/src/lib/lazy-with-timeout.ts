import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';
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

/** A lazily loaded screen that can be asked for its code ahead of its first render. */
// `any` props: the same constraint React.lazy itself uses.
export type PreloadableScreen<T extends ComponentType<any>> = ComponentType<ComponentProps<T>> & {
  /** Fetches the screen's code (once); resolves when it can render without suspending. */
  preload(): Promise<unknown>;
};

/**
 * `React.lazy` with the chunk time-out and ChunkLoadError reporting of `loadChunkWithTimeout`,
 * plus `preload()`. A screen whose code has already arrived renders at once instead of through
 * the lazy component: otherwise it would suspend for a moment anyway, and React holds back the
 * content that follows a shown fallback for up to 300 ms (its reveal throttle), which was most
 * of the storefront's first paint of a page (ADR 9).
 */
// `any` props: the same constraint React.lazy itself uses.
export function lazyWithTimeout<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): PreloadableScreen<T> {
  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= loadChunkWithTimeout(load, timeoutMs).then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);

  function Screen(props: ComponentProps<T>) {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount the screen.
    const [Component] = useState(() => (loaded ?? Lazy) as ComponentType<ComponentProps<T>>);
    return createElement(Component, props);
  }
  return Object.assign(Screen, { preload });
}
