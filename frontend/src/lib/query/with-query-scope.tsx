import type { ComponentProps, ComponentType } from 'react';
import { lazyWithTimeout } from '../lazy-with-timeout';

/**
 * Loads a screen's chunk together with the query cache's provider and renders the screen inside
 * it. The provider (and TanStack Query's core) then stays out of the first-load bundle, which
 * only holds the layout; both chunks are fetched in parallel, so nothing waits on the other.
 * The client is one module-wide instance, so every screen shares the same cache.
 */
// `any` props: the same constraint React.lazy itself uses.
export async function withQueryScope<T extends ComponentType<any>>(
  loadScreen: () => Promise<{ default: T }>,
): Promise<{ default: ComponentType<ComponentProps<T>> }> {
  const [{ default: QueryScope }, { default: Screen }] = await Promise.all([import('./QueryScope'), loadScreen()]);
  function ScreenWithQueries(props: ComponentProps<T>) {
    return (
      <QueryScope>
        <Screen {...props} />
      </QueryScope>
    );
  }
  ScreenWithQueries.displayName = `WithQueries(${Screen.displayName ?? Screen.name})`;
  return { default: ScreenWithQueries };
}

/** A lazily loaded screen that uses the query cache (`lazyWithTimeout` + `withQueryScope`). */
// `any` props: the same constraint React.lazy itself uses.
export const lazyWithQueries = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>) =>
  lazyWithTimeout(() => withQueryScope(load));
