import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { PageLoader } from './PageLoader';

/**
 * Around lazily loaded screens: the page loader while a screen's chunk is on its way, the error
 * panel if it fails (DESIGN §8.11). Give it a `key` that changes on navigation so another
 * screen can be tried after a failure.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
