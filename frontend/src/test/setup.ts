import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { act, cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../lib/query/query-client';

// The first render of a lazy screen compiles its modules on the fly; on a busy machine that
// takes longer than the default 1 s of findBy* queries.
configure({ asyncUtilTimeout: 5000 });

// The API client sends `Request`s through Node's fetch, which knows its own File and FormData,
// not jsdom's: a jsdom File in a multipart body would lose its name, and a body read back would
// not be a jsdom FormData. The SPA builds its multipart bodies itself (never from a <form>), so
// the tests use Node's three classes throughout.
globalThis.Blob = NodeBlob as unknown as typeof Blob;
globalThis.File = NodeFile as unknown as typeof File;
globalThis.FormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;

// jsdom does not implement scrolling or media queries; the layout and the toaster use them.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
// jsdom has no media playback: the home banner video calls play() and pause().
HTMLMediaElement.prototype.play = vi.fn(() => Promise.resolve());
HTMLMediaElement.prototype.pause = vi.fn();
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

afterEach(async () => {
  cleanup();
  // The toast store is module-wide: start each test without leftovers.
  act(() => toast.remove());
  // The app's query cache is module-wide too (tests of whole screens use it).
  queryClient.clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
  // A dialog still open at the end of a test goes back over its history entry as it unmounts
  // (components/Dialog/modal-history.ts), and jsdom takes that step in timer tasks: let it land
  // (and any step it leads to) before the next test renders at its own address.
  if (!vi.isFakeTimers()) for (let task = 0; task < 6; task++) await new Promise((done) => setTimeout(done, 0));
});
