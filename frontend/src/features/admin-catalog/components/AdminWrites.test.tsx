import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithQueries } from '../../../test/render-with-queries';
import type { Product } from '../../../lib/api/schemas';
import BouquetsAdminPage from './BouquetsAdminPage';
import { screenQueries, stubObjectUrls } from './catalog-test-kit';
import { record } from '../../../test/api-records';

interface Write {
  method: string;
  key: string | undefined;
}

/** A bouquets API whose writes answer with the queued statuses (then 200) and record their key. */
function installApi(answers: number[]) {
  let stored: Product[] = [record<Product>({ _id: 'b1', name: 'Rose Dream', price: 65 })];
  const writes: Write[] = [];
  mockFetch((_url, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') return jsonResponse(stored);
    writes.push({ method, key: (init.headers as Record<string, string>)['Idempotency-Key'] });
    const status = answers.shift() ?? 200;
    if (status !== 200) return jsonResponse({ statusCode: status, message: `Refused with ${status}` }, status);
    if (method === 'POST') stored = [...stored, record<Product>({ _id: 'new', name: 'Tulips', price: 30 })];
    if (method === 'DELETE') stored = [];
    return jsonResponse({});
  });
  return writes;
}

const { fill, rows } = screenQueries('admin-bouquet');
const submit = () => fireEvent.click(screen.getByTestId('admin-bouquet-submit'));
const serverError = () => screen.queryByTestId('admin-bouquet-server-error');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function renderPage() {
  renderWithQueries(
    <MemoryRouter>
      <BouquetsAdminPage />
      <Toaster />
    </MemoryRouter>,
  );
  await waitFor(() => expect(rows()).toHaveLength(1));
}

beforeEach(() => {
  stubObjectUrls();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('admin writes', () => {
  it('adds with a random Idempotency-Key, then toasts, refreshes the list and uses a new key next time', async () => {
    const writes = installApi([]);
    await renderPage();
    fill({ name: 'Tulips', price: '30' });
    submit();
    expect(await screen.findByText('Bouquet added')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(writes[0]!.key).toMatch(UUID);

    fill({ name: 'Tulips', price: '30' });
    submit();
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]!.key).toMatch(UUID);
    expect(writes[1]!.key).not.toBe(writes[0]!.key);
  });

  it("shows the server's reason beside the form; the same submission again keeps its key, an edit gets a new one", async () => {
    const writes = installApi([400, 400]);
    await renderPage();
    fill({ name: 'Tulips', price: '30' });
    submit();
    const reason = await screen.findByRole('alert');
    expect(reason.textContent).toBe('Refused with 400');
    expect(screen.getByTestId('admin-bouquet-form').contains(reason)).toBe(true);
    expect(screen.queryByText('Bouquet added')).toBeNull();

    submit();
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]!.key).toBe(writes[0]!.key);

    fill({ price: '31' });
    expect(serverError()).toBeNull();
    submit();
    await waitFor(() => expect(writes).toHaveLength(3));
    expect(writes[2]!.key).not.toBe(writes[0]!.key);
    expect(await screen.findByText('Bouquet added')).toBeTruthy();
  });

  it('sends Add once when it is pressed twice at once, and reports the refusal once', async () => {
    const writes = installApi([400]);
    await renderPage();
    fill({ name: 'Tulips', price: '30' });
    submit();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Refused with 400');
    await waitFor(() => expect(screen.getByTestId('admin-bouquet-submit').textContent).toBe('Add Bouquet'));
    expect(writes).toHaveLength(1);
    expect(vi.mocked(console.error).mock.calls.filter(([message]) => message === 'Failed to save bouquet')).toHaveLength(1);
  });

  it('sends an edit once when Update is pressed twice at once', async () => {
    const writes = installApi([]);
    await renderPage();
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Edit' }));
    fill({ name: 'Rose Dream Deluxe' });
    submit();
    submit();
    expect(await screen.findByText('Bouquet saved')).toBeTruthy();
    expect(writes.map((write) => write.method)).toEqual(['PUT']);
  });

  it('tries a write again by itself when the shop could not be reached, with the same key', async () => {
    const writes = installApi([503]);
    await renderPage();
    fill({ name: 'Tulips', price: '30' });
    submit();
    expect(await screen.findByText('Bouquet added', {}, { timeout: 4000 })).toBeTruthy();
    expect(writes.map((write) => write.key)).toEqual([writes[0]!.key, writes[0]!.key]);
    expect(serverError()).toBeNull();
  });

  it('toasts after a delete', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    installApi([]);
    await renderPage();
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Bouquet deleted')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(0));
    await act(() => Promise.resolve());
  });
});
