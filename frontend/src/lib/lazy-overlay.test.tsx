import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOverlay } from './lazy-overlay';

function Panel({ open, label }: { open: boolean; label: string }) {
  return <div data-testid="panel">{`${label} ${open ? 'open' : 'closed'}`}</div>;
}

describe('lazyOverlay', () => {
  it('loads nothing into the page until first opened, then stays mounted when closed', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Panel }));
    const Overlay = lazyOverlay(load);
    const { rerender } = render(<Overlay open={false} label="Cart" />);
    expect(screen.queryByTestId('panel')).toBeNull();

    rerender(<Overlay open label="Cart" />);
    expect((await screen.findByTestId('panel')).textContent).toBe('Cart open');

    rerender(<Overlay open={false} label="Cart" />);
    expect(screen.getByTestId('panel').textContent).toBe('Cart closed');
  });

  it('fetches its code once the browser is idle, before anyone opens it', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(() => Promise.resolve({ default: Panel }));
      const Overlay = lazyOverlay(load);
      render(<Overlay open={false} label="Login" />);
      await act(async () => {
        vi.runAllTimers();
      });
      expect(load).toHaveBeenCalled();
      expect(screen.queryByTestId('panel')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
