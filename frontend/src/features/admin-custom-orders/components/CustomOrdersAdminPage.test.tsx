import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAdminList, type FakeAdminList } from '../../../test/fake-admin-list';
import { renderAdminPage } from '../../../test/render-admin-page';
import { DELETE_CONFIRM } from '../hooks/useCustomOrderDelete';
import type { CustomOrder } from '../../../lib/api/schemas';
import { existingOrder, uploadOrder } from '../model/custom-order-test-data';
import CustomOrdersAdminPage from './CustomOrdersAdminPage';

let api: FakeAdminList<CustomOrder>;

/** The gateway's custom orders: filtered by `type`, paged, and counted per type at `/counts`. */
const fakeCustomOrders = (orders: CustomOrder[]) =>
  fakeAdminList(orders, {
    matches: (order, query) => !query.get('type') || order.type === query.get('type'),
    summaries: {
      '/counts': (stored) => ({
        all: stored.length,
        existing: stored.filter((order) => order.type === 'existing').length,
        upload: stored.filter((order) => order.type === 'upload').length,
      }),
    },
  });
const reads = () => api.calls.filter((call) => call.method === 'GET').map((call) => call.url);

const renderPage = () => renderAdminPage('/admin/custom-orders', <CustomOrdersAdminPage />);

const rows = () => screen.queryAllByTestId('admin-custom-order-row');
const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('th, td')].slice(0, 7).map((cell) => cell.textContent);
const detail = (field: string) => screen.getByTestId(`custom-order-detail-${field}`);
/** Anything an admin could change a value with. */
const CONTROLS = 'input, select, textarea, [contenteditable], [role="combobox"], [role="listbox"], [role="radio"]';

async function openView(name: string) {
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  fireEvent.click(screen.getByRole('button', { name: `View the custom order from ${name}` }));
  return screen.findByTestId('custom-order-dialog');
}

beforeEach(() => {
  // Sent oldest first: the page still shows the newest first.
  api = fakeCustomOrders([uploadOrder(), existingOrder()]);
  sessionStorage.setItem('adminToken', 'admin-jwt');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('CustomOrdersAdminPage', () => {
  it('lists every custom order newest first, read-only, loaded with the admin token', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const table = screen.getByRole('table', { name: 'Custom orders, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Type', 'Name', 'Email', 'Phone', 'Request', 'Status', 'Actions']);
    expect(rows().map((row) => row.dataset.type)).toEqual(['existing', 'upload']);
    const [existing, upload] = rows().map(cellTexts);
    expect(existing!.slice(1)).toEqual([
      'Existing',
      'Grace Hopper',
      'grace@example.com',
      '609-555-0199',
      'Blush Bouquet',
      'Pending',
    ]);
    expect(existing![0]).toMatch(/Mar [12], 2026/);
    expect(upload!.slice(1)).toEqual([
      'Upload',
      'Alan Turing',
      'alan@example.com',
      '609-555-0142',
      'Tulips · Anniversary',
      'Pending',
    ]);
    // No status control anywhere (SPEC §4).
    expect(table.querySelectorAll(CONTROLS)).toHaveLength(0);
    expect(api.calls).toContainEqual({ method: 'GET', url: '/api/custom-orders?page=1&size=25', auth: 'Bearer admin-jwt' });
    expect(api.calls).toContainEqual({ method: 'GET', url: '/api/custom-orders/counts', auth: 'Bearer admin-jwt' });
  });

  it('filters All / Existing / Upload on the server, with the count of each', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const group = screen.getByRole('group', { name: 'Show custom orders' });
    await waitFor(() => expect(within(group).getAllByTestId('admin-custom-filter-count')).toHaveLength(3));
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All 2', 'Existing 1', 'Upload 1']);
    expect(within(group).getByRole('button', { name: 'All, 2 orders', pressed: true })).toBeTruthy();

    fireEvent.click(within(group).getByRole('button', { name: 'Existing, 1 order', pressed: false }));
    await waitFor(() => expect(rows().map((row) => row.dataset.type)).toEqual(['existing']));
    expect(screen.getByTestId('admin-custom-filter-existing').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('admin-custom-filter-all').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 2 custom orders.');

    fireEvent.click(screen.getByTestId('admin-custom-filter-upload'));
    await waitFor(() => expect(rows().map((row) => row.dataset.type)).toEqual(['upload']));

    fireEvent.click(screen.getByTestId('admin-custom-filter-all'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(reads()).toEqual(
      expect.arrayContaining([
        '/api/custom-orders?page=1&size=25&type=existing',
        '/api/custom-orders?page=1&size=25&type=upload',
      ]),
    );
  });

  it('shows 25 a page with Prev, Next and the page line; a new filter starts at its first page', async () => {
    api = fakeCustomOrders(
      Array.from({ length: 27 }, (_, n) =>
        (n % 2 ? existingOrder : uploadOrder)({
          _id: `c${n}`,
          name: `Shopper ${n}`,
          createdAt: new Date(Date.UTC(2026, 2, 1) - n * 60_000).toISOString(),
        }),
      ),
    );
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(25));
    const pager = screen.getByRole('navigation', { name: 'Custom order pages' });
    expect(within(pager).getByRole('status').textContent).toBe('Page 1 of 2');
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(pager).getByRole('status').textContent).toBe('Page 2 of 2');
    expect(screen.getByText('Showing 2 of 27 custom orders.')).toBeTruthy();

    fireEvent.click(screen.getByTestId('admin-custom-filter-existing'));
    await waitFor(() => expect(rows()).toHaveLength(13));
    expect(rows().every((row) => row.dataset.type === 'existing')).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'Custom order pages' })).toBeNull();
    expect(reads()).toContain('/api/custom-orders?page=1&size=25&type=existing');
  });

  it("shows when an order was received on the shop's clock (New York), zone named, not the device's", async () => {
    // 04:35 UTC on 2 March is 11:35 PM on 1 March in New York.
    api = fakeCustomOrders([uploadOrder({ createdAt: '2026-03-02T04:35:00.000Z' })]);
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
    expect(plain(screen.getByTestId('admin-custom-order-date').textContent)).toBe('Mar 1, 2026, 11:35 PM EST');
    await openView('Alan Turing');
    expect(plain(detail('created-at').textContent)).toBe('Mar 1, 2026, 11:35 PM EST');
  });

  it('shows every field of an upload order in the View dialog, with its status and picture', async () => {
    renderPage();
    const dialog = await openView('Alan Turing');
    expect(within(dialog).getByRole('heading', { name: 'Custom order from Alan Turing' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Custom order from Alan Turing' })).toBe(dialog);
    expect(detail('type').textContent).toBe('Upload');
    expect(detail('status').textContent).toBe('Pending');
    expect(detail('created-at').textContent).toMatch(/Mar [12], 2026/);
    expect(detail('name').textContent).toBe('Alan Turing');
    expect(within(detail('email')).getByRole('link').getAttribute('href')).toBe('mailto:alan@example.com');
    expect(detail('phone').textContent).toBe('609-555-0142');
    expect(detail('message').textContent).toBe('Like this picture, please.');
    expect(detail('flower-type').textContent).toBe('Tulips');
    expect(detail('occasion').textContent).toBe('Anniversary');
    expect(detail('budget').textContent).toBe('$80');
    expect(detail('delivery-date').textContent).toBe('May 9, 2026');
    const image = within(dialog).getByTestId('custom-order-detail-image');
    expect(image.getAttribute('src')).toBe('/api/images/custom-orders/abc.png');
    expect(image.getAttribute('alt')).toBe('Picture uploaded by Alan Turing');
    const full = within(dialog).getByRole('link', { name: /^Open the image full size ?\(opens in a new tab\)$/ });
    expect(full.getAttribute('href')).toBe('/api/images/custom-orders/abc.png');
    expect(full.getAttribute('target')).toBe('_blank');
    // Existing-mode fields belong to the other kind.
    expect(screen.queryByTestId('custom-order-detail-product-name')).toBeNull();
    expect(dialog.querySelectorAll(CONTROLS)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('custom-order-dialog')).toBeNull();
  });

  it('wraps a long unbroken name, e-mail or request inside its cell; dates, statuses and buttons stay whole', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const row = rows()[0]!;
    const wraps = (field: string) => within(row).getByTestId(`admin-custom-order-${field}`).classList.contains('admin-long-text');
    expect(['name', 'email', 'summary'].map(wraps)).toEqual([true, true, true]);
    expect(['date', 'type', 'phone', 'status'].map(wraps)).toEqual([false, false, false, false]);
    expect(within(row).getByTestId('admin-custom-order-view').closest('td')!.classList).not.toContain('admin-long-text');
  });

  it('wraps a long unbroken name, e-mail and message inside the View dialog (the shared admin-long-text rule)', async () => {
    const word = 'X'.repeat(92);
    api.stored = [uploadOrder({ name: word, email: `${'e'.repeat(60)}@${'d'.repeat(40)}.com`, message: word })];
    renderPage();
    const dialog = await openView(word);
    // The heading names the sender: it wraps too, rather than widen the dialog.
    const heading = within(dialog).getByRole('heading', { name: `Custom order from ${word}` });
    expect(heading.firstElementChild!.classList).toContain('admin-long-text');
    const values = dialog.querySelectorAll('dd');
    expect(values.length).toBeGreaterThan(10);
    for (const value of values) expect(value.classList).toContain('admin-long-text');
    expect(detail('status').textContent).toBe('Pending');
  });

  it('shows the changes asked for on an existing product in the View dialog', async () => {
    renderPage();
    const dialog = await openView('Grace Hopper');
    expect(detail('type').textContent).toBe('Existing');
    expect(detail('status').textContent).toBe('Pending');
    expect(detail('message').textContent).toBe('For my mother.\nShe loves lilies.');
    expect(detail('product-name').textContent).toBe('Blush Bouquet');
    expect(
      within(detail('flowers'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lilies', 'White roses']);
    expect(detail('color-theme').textContent).toBe('Pastel pink');
    expect(detail('wrapping-sheet').textContent).toBe('Cow');
    expect(
      within(detail('extras'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Card: Happy birthday', 'Chocolates']);
    expect(screen.queryByTestId('custom-order-detail-image')).toBeNull();
    expect(screen.queryByTestId('custom-order-detail-flower-type')).toBeNull();
    expect(dialog.querySelectorAll(CONTROLS)).toHaveLength(0);
  });

  it('says what was left out: no image, no sheet, no extras, empty fields', async () => {
    api.stored = [
      uploadOrder({ uploadImage: null, budget: '', deliveryDate: '', message: '' }),
      existingOrder({ productName: '', changes: { flowers: [], colorTheme: '', wrappingSheet: '', extras: [] } }),
    ];
    renderPage();
    await openView('Alan Turing');
    expect(detail('upload-image').textContent).toBe('No image');
    expect(detail('budget').textContent).toBe('—');
    expect(detail('delivery-date').textContent).toBe('—');
    expect(detail('message').textContent).toBe('—');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    await openView('Grace Hopper');
    expect(detail('product-name').textContent).toBe('—');
    expect(detail('flowers').textContent).toBe('None');
    expect(detail('wrapping-sheet').textContent).toBe('None');
    expect(detail('extras').textContent).toBe('None');
  });

  it('deletes nothing when the confirm is dismissed', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Delete the custom order from Alan Turing' }));
    expect(confirm).toHaveBeenCalledWith(DELETE_CONFIRM);
    expect(api.deletes()).toEqual([]);
    expect(rows()).toHaveLength(2);
  });

  it('deletes after the confirm and drops the row', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[1]!).getByTestId('admin-custom-order-delete'));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this custom order?');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.dataset.type).toBe('existing');
    expect(api.deletes()).toEqual([{ method: 'DELETE', url: '/api/custom-orders/c-upload', auth: 'Bearer admin-jwt' }]);
    expect(await screen.findByText('Custom order deleted')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('admin-custom-filter-upload').textContent).toBe('Upload 0'));
  });

  it("alerts 'Failed to delete order' when the delete fails and keeps the row", async () => {
    api.failDelete = 500;
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[0]!).getByTestId('admin-custom-order-delete'));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete order'));
    expect(alert).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(rows()[0]!).getByTestId('admin-custom-order-delete').textContent).toBe('Delete'));
    expect(rows()).toHaveLength(2);
  });

  it('says when there are no custom orders', async () => {
    api.stored = [];
    renderPage();
    expect((await screen.findByTestId('admin-custom-orders-empty')).textContent).toBe('No custom orders yet.');
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('admin-custom-filter-all').textContent).toBe('All 0'));
  });

  it('says when a filter has none of its kind', async () => {
    api.stored = [uploadOrder()];
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('admin-custom-filter-existing'));
    expect((await screen.findByTestId('admin-custom-orders-empty')).textContent).toBe('No custom orders of this type.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the list cannot be loaded and loads it again on Retry', async () => {
    api.failList = 500;
    renderPage();
    const error = await screen.findByTestId('admin-custom-orders-load-error');
    expect(error.getAttribute('role')).toBe('alert');
    api.failList = null;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('opens the admin login when the session has ended', async () => {
    api.failList = 401;
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
  });
});
