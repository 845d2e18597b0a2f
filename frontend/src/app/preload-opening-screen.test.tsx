import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { App } from './App';
import { preloadOpeningScreen } from './preload-opening-screen';

beforeEach(() => {
  mockFetch(() => jsonResponse([]));
});

describe('preloadOpeningScreen', () => {
  it.each([
    ['/', 'Explore!'],
    ['/about', 'About The Shop'],
  ])('lets the first render of %s show its page, not the page loader', async (path, heading) => {
    window.history.pushState({}, '', path);
    await preloadOpeningScreen(path);
    // render() flushes only synchronous work: a screen that suspended would still show the loader.
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByTestId('page-loader')).toBeNull();
  });

  it('gives up waiting after its time limit when a chunk does not come', async () => {
    const started = Date.now();
    // /admin's chunk is real but the wait is 0 ms: the promise settles by the timer.
    await preloadOpeningScreen('/admin', 0);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
