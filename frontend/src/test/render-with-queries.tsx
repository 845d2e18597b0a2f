import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../lib/query/query-client';

/** A fresh cache per test (the app's own settings, no retries of reads), so nothing leaks between tests. */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}

/** `render` inside a QueryClientProvider, as every screen is in the app (`withQueryScope`). */
export function renderWithQueries(ui: ReactElement, client = testQueryClient()): RenderResult & { client: QueryClient } {
  return { ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>), client };
}
