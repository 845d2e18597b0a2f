import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithQueries } from '../../../test/render-with-queries';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import type { Product } from '../../../lib/api/schemas';
import { record, records, type Loose } from '../../../test/api-records';

export interface RecordedCall {
  method: string;
  url: string;
  auth: string | undefined;
  credentials: RequestCredentials | undefined;
  /** Multipart parts in order: [name, text or file name]. */
  parts: Array<[string, string]> | undefined;
}

export interface FakeCatalogApi {
  stored: Product[];
  calls: RecordedCall[];
  /** Status every write answers with instead of succeeding. */
  failWrites: number | null;
  /** Writes wait for this before answering, to look at the submitting state. */
  hold: Promise<void> | null;
  writes: () => RecordedCall[];
}

function partsOf(body: BodyInit | null | undefined): RecordedCall['parts'] {
  if (!(body instanceof FormData)) return undefined;
  return [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);
}

/** A stand-in for one catalogue collection of the gateway: records calls, keeps the list. */
export function installCatalogApi(initial: readonly Loose<Product>[]): FakeCatalogApi {
  const api: FakeCatalogApi = {
    stored: records<Product>(initial),
    calls: [],
    failWrites: null,
    hold: null,
    writes: () => api.calls.filter((call) => call.method !== 'GET'),
  };
  mockFetch(async (url, init) => {
    const method = init.method ?? 'GET';
    const auth = (init.headers as Record<string, string>).Authorization;
    api.calls.push({ method, url, auth, credentials: init.credentials, parts: partsOf(init.body) });
    if (method === 'GET') return jsonResponse(api.stored);
    if (api.hold) await api.hold;
    if (api.failWrites) return jsonResponse({ statusCode: api.failWrites, code: 'X', message: 'nope' }, api.failWrites);
    const id = url.split('/').pop()!;
    const fields = Object.fromEntries((partsOf(init.body) ?? []).filter(([name]) => !name.startsWith('image')));
    if (method === 'POST')
      api.stored = [...api.stored, record<Product>({ _id: 'new', name: fields.name ?? '', price: Number(fields.price) })];
    if (method === 'PUT') api.stored = api.stored.map((item) => (item._id === id ? { ...item, ...fields } : item));
    if (method === 'DELETE') api.stored = api.stored.filter((item) => item._id !== id);
    return jsonResponse({});
  });
  return api;
}

/** jsdom has no blob URLs; previews only need some URL. */
export function stubObjectUrls(): void {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
}

export const imageFile = (name: string) => new File(['png'], name, { type: 'image/png' });

/** Common set-up of the screen tests: blob URLs, a signed-in admin, console errors kept quiet. */
export function prepareAdminScreen(): void {
  stubObjectUrls();
  sessionStorage.setItem('adminToken', 'session-admin');
  vi.spyOn(console, 'error').mockImplementation(() => {});
}

/** Renders an admin screen at its route, with the admin login beside it, and waits for its rows. */
export async function renderAdminScreen(screenElement: ReactElement, testId: string, rowCount: number): Promise<void> {
  renderWithQueries(
    <MemoryRouter initialEntries={['/admin/screen']}>
      <Routes>
        <Route path="/admin/screen" element={screenElement} />
        <Route path="/admin/login" element={<p>admin login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  await waitFor(() => expect(screen.queryAllByTestId(`${testId}-row`)).toHaveLength(rowCount));
}

/** Queries of one admin screen by its `data-testid` prefix. */
export function screenQueries(testId: string) {
  const byId = (id: string) => screen.getByTestId(`${testId}-${id}`) as HTMLInputElement;
  return {
    byId,
    rows: () => screen.queryAllByTestId(`${testId}-row`),
    previews: () => screen.queryAllByTestId(`${testId}-image-preview`),
    form: () => screen.getByTestId(`${testId}-form`) as HTMLFormElement,
    pick: (...files: File[]) => fireEvent.change(byId('image-input'), { target: { files } }),
    fill: (values: Record<string, string>) => {
      for (const [field, value] of Object.entries(values)) fireEvent.change(byId(field), { target: { value } });
    },
  };
}
