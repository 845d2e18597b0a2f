import { act, cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';

// jsdom does not implement scrolling or media queries; the layout and the toaster use them.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

afterEach(() => {
  cleanup();
  // The toast store is module-wide: start each test without leftovers.
  act(() => toast.remove());
  window.sessionStorage.clear();
  window.localStorage.clear();
});
