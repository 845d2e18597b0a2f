import { act, render, screen } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './AppToaster';

/** Lists the toasts the store still shows (a dismissed toast stays briefly to fade out). */
function VisibleToasts() {
  const { toasts } = useToasterStore();
  return (
    <ul data-testid="visible-toasts">
      {toasts
        .filter((item) => item.visible)
        .map((item) => (
          <li key={item.id}>{String(item.message)}</li>
        ))}
    </ul>
  );
}

const visible = () => Array.from(screen.getByTestId('visible-toasts').children).map((item) => item.textContent);

function renderToaster() {
  render(
    <>
      <AppToaster />
      <VisibleToasts />
    </>,
  );
}

describe('AppToaster', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders at most 20 toasts, keeping the newest', () => {
    renderToaster();
    act(() => {
      for (let index = 0; index < 25; index += 1) toast.success(`Box ${index} added to cart`);
    });
    expect(screen.getAllByRole('status').length).toBeLessThanOrEqual(20);
    expect(visible()).toHaveLength(20);
    expect(visible()).toContain('Box 24 added to cart');
    expect(visible()).not.toContain('Box 4 added to cart');
  });

  it('keeps success toasts 2 s and error and blank toasts 4 s', () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => {
      toast.success('Saved');
      toast.error('Please login first!');
      toast('Just so you know');
    });
    expect(visible()).toEqual(['Just so you know', 'Please login first!', 'Saved']);

    act(() => vi.advanceTimersByTime(1500));
    expect(visible()).toContain('Saved');
    act(() => vi.advanceTimersByTime(600)); // 2.1 s
    expect(visible()).toEqual(['Just so you know', 'Please login first!']);

    act(() => vi.advanceTimersByTime(1400)); // 3.5 s
    expect(visible()).toEqual(['Just so you know', 'Please login first!']);
    act(() => vi.advanceTimersByTime(600)); // 4.1 s
    expect(visible()).toEqual([]);
  });

  it('sits in the top-right corner', () => {
    renderToaster();
    act(() => {
      toast('Hello');
    });
    const wrapper = screen.getByRole('status').closest('[style*="position: absolute"]') as HTMLElement;
    expect(wrapper.style.top).toBe('0px');
    expect(wrapper.style.justifyContent).toBe('flex-end');
  });
});
