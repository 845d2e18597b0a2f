import { Children, isValidElement, type ReactNode } from 'react';
import { matchRoutes } from 'react-router-dom';
import { appRoutes } from './AppRoutes';

/**
 * Longest wait for the opening screen's code before the first render. Its chunk is preloaded
 * with the page (the gateway's route preloads), so it normally arrives with the entry script;
 * on a very slow line the layout is shown after this long and the screen follows.
 */
const OPENING_SCREEN_WAIT_MS = 1000;

type Preload = () => Promise<unknown>;

/** The `preload` of the lazily loaded screen in a route's element (maybe inside `titled()`'s fragment). */
function preloadOf(node: ReactNode): Preload | undefined {
  if (!isValidElement<{ children?: ReactNode }>(node)) return undefined;
  const { preload } = node.type as { preload?: unknown };
  if (typeof preload === 'function') return preload as Preload;
  return Children.toArray(node.props.children).map(preloadOf).find(Boolean);
}

/**
 * Fetches the code of the screens `pathname` opens, so the first render shows the page with its
 * layout at once: a screen that suspended instead would show the page loader first, and React
 * holds back what follows a fallback for up to 300 ms. Never rejects: a chunk that fails is
 * reported by its screen's error boundary, as on any navigation.
 */
export async function preloadOpeningScreen(pathname: string, waitMs = OPENING_SCREEN_WAIT_MS): Promise<void> {
  const preloads = (matchRoutes(appRoutes, pathname) ?? []).flatMap(({ route }) => preloadOf(route.element) ?? []);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<void>((done) => (timer = setTimeout(done, waitMs)));
  await Promise.race([Promise.allSettled(preloads.map((preload) => preload())), givenUp]);
  clearTimeout(timer);
}
