import type { Page } from 'playwright-core';

/**
 * Starts timing the toast that says `text`, in the page itself: from when it is added to the
 * toast region until it has left it. Timed there, the test's own delays (a reply over the
 * DevTools connection on a loaded machine) do not count. Call it before the action; the
 * returned function waits for the toast to go and gives how long it was in the page, in ms.
 */
export async function timeToast(page: Page, text: string): Promise<() => Promise<number>> {
  await page.getByTestId('toast-region').evaluate((region, wanted) => {
    const shown = () =>
      Array.from(region.querySelectorAll('[role=status]')).some((toast) => toast.textContent?.includes(wanted));
    const times: { shown?: number; gone?: number } = {};
    const page = window as unknown as { toastTimes?: Record<string, typeof times> };
    (page.toastTimes ??= {})[wanted] = times;
    const observer = new MutationObserver(() => {
      if (times.shown === undefined) {
        if (shown()) times.shown = performance.now();
      } else if (!shown()) {
        times.gone = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(region, { childList: true, subtree: true, characterData: true });
  }, text);
  return async () => {
    const duration = await page.waitForFunction((wanted) => {
      const times = (window as unknown as { toastTimes: Record<string, { shown?: number; gone?: number }> }).toastTimes[
        wanted
      ]!;
      return times.gone === undefined ? false : { ms: times.gone - times.shown! };
    }, text);
    return ((await duration.jsonValue()) as { ms: number }).ms;
  };
}

/**
 * Like timeToast, for an element found by a CSS selector (e.g. a toast with its own test id):
 * from when it enters the page until it has left it, timed in the page.
 */
export async function timeElement(page: Page, selector: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    const times: { shown?: number; gone?: number } = {};
    const store = window as unknown as { elementTimes?: Record<string, typeof times> };
    (store.elementTimes ??= {})[wanted] = times;
    const observer = new MutationObserver(() => {
      const present = document.querySelector(wanted) !== null;
      if (times.shown === undefined) {
        if (present) times.shown = performance.now();
      } else if (!present) {
        times.gone = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, selector);
  return async () => {
    const duration = await page.waitForFunction((wanted) => {
      const times = (window as unknown as { elementTimes: Record<string, { shown?: number; gone?: number }> })
        .elementTimes[wanted]!;
      return times.gone === undefined ? false : { ms: times.gone - times.shown! };
    }, selector);
    return ((await duration.jsonValue()) as { ms: number }).ms;
  };
}
