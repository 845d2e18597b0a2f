/**
 * API answers the gateway put into the page it served (a JSON data block in its <head>, by API
 * path; e.g. a product page's product). A screen that finds its answer here renders its content
 * in its first render instead of a loading state first, and asks the server no sooner than its
 * cache says it is stale.
 */

import { PAGE_ANSWERS_ID } from '@shop-rules/page-answers';

/** Answers read from the block and not yet handed out. */
const unread = new Map<string, unknown>();

/** Moves the block's answers (if the page still has it) into `unread`, and the block out of the page. */
function readPageAnswers(): void {
  const block = document.getElementById(PAGE_ANSWERS_ID);
  if (!block) return;
  block.remove();
  try {
    const parsed: unknown = JSON.parse(block.textContent ?? '');
    if (parsed && typeof parsed === 'object') for (const [path, answer] of Object.entries(parsed)) unread.set(path, answer);
  } catch (error) {
    // A broken block costs only the head start: the screen asks the server as usual.
    console.error('Unreadable page answers', error);
  }
}

/**
 * The page's answer for an API path (as requested, e.g. `/api/bouquets/abc`), handed out once: a
 * later visit of the same screen, after the cache has let the answer go, asks the server.
 */
export function takePageAnswer(path: string): unknown {
  readPageAnswers();
  const answer = unread.get(path);
  unread.delete(path);
  return answer;
}
