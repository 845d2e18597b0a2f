import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { lazyWithTimeout } from './lazy-with-timeout';

describe('lazyWithTimeout in a page', () => {
  it('shows "Loading chunk failed" with a reload button when the chunk cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyWithTimeout(() => Promise.reject(new Error('404 for /assets/Page.js')));

    render(
      <ErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Broken />
        </Suspense>
      </ErrorBoundary>,
    );

    expect(await screen.findByRole('heading', { name: 'Loading chunk failed' })).toBeTruthy();
    expect(screen.getByTestId('route-error').getAttribute('data-error-name')).toBe('ChunkLoadError');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('renders the page when the chunk loads', async () => {
    const Page = lazyWithTimeout(() => Promise.resolve({ default: () => <h1>Loaded page</h1> }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
  });

  it('renders a preloaded screen in its first render, without the fallback', async () => {
    const Page = lazyWithTimeout(() => Promise.resolve({ default: () => <h1>Loaded page</h1> }));
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously after the first render: a lazy screen would show "loading" here.
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('fetches its chunk once however often it is preloaded and rendered', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <h1>Loaded page</h1> }));
    const Page = lazyWithTimeout(load);
    await Promise.all([Page.preload(), Page.preload()]);
    render(<Page />);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
