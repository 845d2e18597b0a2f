import type * as Tabbable from 'tabbable';

/**
 * A `vi.mock('tabbable', …)` factory for tests of modal focus (useModalFocus): jsdom lays nothing
 * out, so tabbable's visibility check would call every element hidden; and its selector engine
 * lists matches by selector rather than in document order, so they are re-sorted.
 *   vi.mock('tabbable', async (original) => (await import('<path>/test/tabbable-in-jsdom')).tabbableInJsdom(original));
 */
export async function tabbableInJsdom(importOriginal: <T>() => Promise<T>): Promise<typeof Tabbable> {
  const lib = await importOriginal<typeof Tabbable>();
  const inDocumentOrder = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);
  return { ...lib, tabbable: (node, options) => lib.tabbable(node, { ...options, displayCheck: 'none' }).sort(inDocumentOrder) };
}
