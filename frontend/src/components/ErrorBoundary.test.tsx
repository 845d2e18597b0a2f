import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../lib/lazy-with-timeout';
import { ErrorBoundary } from './ErrorBoundary';

function Throws({ error }: { error: Error }): never {
  throw error;
}

function renderFailing(error: Error) {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <ErrorBoundary>
      <Throws error={error} />
    </ErrorBoundary>,
  );
  return log;
}

describe('ErrorBoundary', () => {
  it("keeps 'Loading chunk failed' and Reload but shows shoppers no technical detail", () => {
    const log = renderFailing(new ChunkLoadError('Loading chunk failed: 404 for /assets/SecretPage-abc123.js'));
    const panel = screen.getByTestId('route-error');
    expect(screen.getByRole('heading', { name: 'Loading chunk failed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(panel.textContent).not.toMatch(/SecretPage|404|ChunkLoadError/);
    expect(log.mock.calls.flat().some((arg) => arg instanceof ChunkLoadError)).toBe(true);
  });

  it('does not show the message or stack of any other failure either', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'price')");
    const log = renderFailing(error);
    const panel = screen.getByTestId('route-error');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(panel.textContent).not.toMatch(/Cannot read|TypeError|at /);
    expect(log.mock.calls.flat()).toContain(error);
  });
});
