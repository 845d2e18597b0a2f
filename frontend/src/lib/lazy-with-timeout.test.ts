import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/constants';
import { ChunkLoadError, isChunkLoadError, loadChunkWithTimeout } from './lazy-with-timeout';

describe('loadChunkWithTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module when the import succeeds', async () => {
    const module = { default: () => null };
    await expect(loadChunkWithTimeout(() => Promise.resolve(module))).resolves.toBe(module);
  });

  it('turns a failed import into a logged ChunkLoadError', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = loadChunkWithTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

    const error = await failure.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe('ChunkLoadError');
    expect((error as Error).message).toContain('Loading chunk failed');
    expect(isChunkLoadError(error)).toBe(true);
    expect(log).toHaveBeenCalledWith(error);
  });

  it('fails with ChunkLoadError after 120000 ms without an answer, not earlier', async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const never = new Promise<never>(() => {});
    let outcome: unknown = 'pending';
    loadChunkWithTimeout(() => never).catch((error: unknown) => {
      outcome = error;
    });

    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');

    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(ChunkLoadError);
    expect((outcome as Error).message).toContain('Loading chunk failed');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('ignores a module that arrives after the time-out', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let arrive: (value: string) => void = () => {};
    const late = new Promise<string>((resolve) => {
      arrive = resolve;
    });
    const result = loadChunkWithTimeout(() => late, 1000).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(1000);
    arrive('module');
    await expect(result).resolves.toBeInstanceOf(ChunkLoadError);
  });

  it('reports a loader that throws synchronously', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = loadChunkWithTimeout(() => {
      throw new Error('boom');
    });
    await expect(result).rejects.toMatchObject({ name: 'ChunkLoadError' });
  });
});
