import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * Serious and critical findings of axe-core on the page as it is now, one readable line each. A
 * toast that begins to fade in or out while axe runs reads as low contrast (seen in CI): findings
 * are taken from a second look once animations have settled again, which a real one survives.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const first = await settledViolations(page);
  return first.length === 0 ? first : await settledViolations(page);
}

async function settledViolations(page: Page): Promise<string[]> {
  await finiteAnimationsDone(page);
  // Evaluated through the DevTools protocol: the shop's Content-Security-Policy forbids inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document));
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

/**
 * Waits for the animations that end (a toast fading in, a dialog opening) to end: half-faded
 * text would read as low contrast. Endless ones (a spinner) are not waited for.
 */
async function finiteAnimationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
