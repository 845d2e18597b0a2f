import { lazy, Suspense } from 'react';
import { loadChunkWithTimeout } from '../../lib/lazy-with-timeout';
import { withQueryScope } from '../../lib/query/with-query-scope';
import { OpeningHoursPlaceholder, OpeningHoursUnavailable, type OpeningHoursProps } from './opening-hours-states';

/**
 * The line and the query cache's provider (the app's one cache: every line shares one read). The
 * footer is part of the first page load, which holds neither TanStack Query nor its provider, so
 * they come in their own chunks. A chunk that cannot be loaded (already logged) leaves the line
 * saying to call.
 */
const Line = lazy(() =>
  loadChunkWithTimeout(() => withQueryScope(() => import('./OpeningHoursLine'))).catch(() => ({
    default: OpeningHoursUnavailable,
  })),
);

/**
 * The shop's opening hours in one line, read from the server (`GET /opening-hours`), usable
 * anywhere, the footer included; the placeholder holds the line's place until its code and the
 * hours have arrived.
 */
export function OpeningHours(props: OpeningHoursProps) {
  return (
    <Suspense fallback={<OpeningHoursPlaceholder {...props} />}>
      <Line {...props} />
    </Suspense>
  );
}
