import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOP } from '../../../config/shop';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAdminPage } from '../../../test/render-admin-page';
import { DELETE_CONFIRM } from '../hooks/useOrderDelete';
import type { Order } from '../../../lib/api/schemas';
import { shopDays } from '../model/order-dates';
import {
  DAY,
  dayCancelledDelivery,
  dayDeliveryFirst,
  dayDeliverySecond,
  dayPickup,
  fullOrder,
  giftOrder,
  oldOrder,
  pickupOrder,
} from '../model/order-test-data';
import OrdersAdminPage from './OrdersAdminPage';

interface Call {
  method: string;
  path: string;
  params: URLSearchParams;
  auth: string | undefined;
  body: unknown;
}

let stored: Order[];
let calls: Call[];
let fail: { list?: number; patch?: number; delete?: number };

/**
 * The gateway's contract: newest first (for a date, as stored: the tests store a day's orders in
 * the server's order), paged, searched by orderId, filtered by date, total in X-Total-Count.
 */
function installApi() {
  mockFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://shop.test');
    const method = init.method ?? 'GET';
    calls.push({
      method,
      path: pathname,
      params: searchParams,
      auth: (init.headers as Record<string, string>).Authorization,
      body: init.body ? JSON.parse(init.body as string) : undefined,
    });
    const id = decodeURIComponent(pathname.split('/').pop()!);
    if (method === 'GET') {
      if (fail.list) return jsonResponse({ statusCode: fail.list, message: 'No' }, fail.list);
      const search = (searchParams.get('search') ?? '').toLowerCase();
      const date = searchParams.get('date');
      const matching = stored.filter(
        (order) => order.orderId.toLowerCase().includes(search) && (!date || order.fulfilment?.date === date),
      );
      const page = Number(searchParams.get('page'));
      const size = Number(searchParams.get('size'));
      return jsonResponse(matching.slice((page - 1) * size, page * size), 200, {
        'X-Total-Count': String(matching.length),
      });
    }
    if (method === 'PATCH') {
      if (fail.patch) return jsonResponse({ statusCode: fail.patch, message: 'Orders unavailable' }, fail.patch);
      const order = stored.find((item) => item._id === id)!;
      order.status = (init.body && JSON.parse(init.body as string).status) as Order['status'];
      return jsonResponse(order);
    }
    if (fail.delete) return jsonResponse({ statusCode: fail.delete, message: 'Orders unavailable' }, fail.delete);
    stored = stored.filter((order) => order._id !== id);
    return jsonResponse({ deleted: true });
  });
}

const renderPage = () => renderAdminPage('/admin/orders', <OrdersAdminPage />);

const rows = () => screen.queryAllByTestId('admin-order-row');
const gets = () => calls.filter((call) => call.method === 'GET');
const lastGet = () => gets().at(-1)!;
const rowOf = (orderId: string) => rows().find((row) => row.dataset.orderId === orderId)!;
const cell = (row: HTMLElement, testId: string) => within(row).getByTestId(testId).textContent;
const statusSelect = (row: HTMLElement) => within(row).getByTestId<HTMLSelectElement>('admin-order-status');

/** `count` orders, newest first: BB-…-N00012 down to BB-…-N00001. */
function manyOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(count - index).padStart(5, '0');
    return { ...pickupOrder, _id: `o${number}`, orderId: `BB-20261101-N${number}`, status: 'Pending' as const };
  });
}

beforeEach(() => {
  stored = [fullOrder, oldOrder, pickupOrder].map((order) => structuredClone(order));
  calls = [];
  fail = {};
  sessionStorage.setItem('adminToken', 'admin-jwt');
  // A shopper signed in on the same browser: its token must not go with admin calls.
  sessionStorage.setItem('token', 'customer-token');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  installApi();
});

describe('OrdersAdminPage: the list', () => {
  it('loads page 1 of 10 with the admin token and shows each order with its items, delivery and totals', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(lastGet().path).toBe('/api/orders');
    expect(Object.fromEntries(lastGet().params)).toEqual({ page: '1', size: '10' });
    expect(lastGet().auth).toBe('Bearer admin-jwt');

    const full = rowOf('BB-20261123-K7Q2XM');
    expect(cell(full, 'admin-order-id')).toBe('BB-20261123-K7Q2XM');
    expect(cell(full, 'admin-order-date')).toMatch(/^Nov 23, 2026/);
    expect(cell(full, 'admin-order-customer')).toBe('Ada Lovelaceada@example.com');
    expect(
      within(full)
        .getAllByTestId('admin-order-item')
        .map((item) => item.textContent),
    ).toEqual(['Rose Bouquet × 2Sheet: Coach Pink', 'Mini Box × 1']);
    expect(cell(full, 'admin-order-delivery')).toBe('Home delivery12 Rose LaneApt 3Princeton, New Jersey 08540');
    // 45 × 2 (totalPrice of the sheet line) + 12.50 × 1; the stored total.
    expect(cell(full, 'admin-order-subtotal')).toBe('$102.50');
    expect(cell(full, 'admin-order-total')).toBe('$112.50');
    expect(statusSelect(full).value).toBe('Processing');

    expect(cell(rowOf('BB-20250102-PICK01'), 'admin-order-delivery')).toBe('Store pickup');
  });

  it('shows the card message under the items, lines kept; orders without one show none', async () => {
    stored = [giftOrder, fullOrder].map((order) => structuredClone(order));
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(cell(rowOf(giftOrder.orderId), 'admin-order-card-message')).toBe(
      'Card message: Happy birthday, Ada!\nWith love from Charles',
    );
    expect(within(rowOf(fullOrder.orderId)).queryByTestId('admin-order-card-message')).toBeNull();
  });

  it('computes totals of an old order (basePrice, else price) and shows a missing status as Pending', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const old = rowOf('BB-20250101-OLD001');
    // 30 (basePrice before price) × 3 + 2.50 × 2; no stored total: + $10 for delivery.
    expect(cell(old, 'admin-order-subtotal')).toBe('$95.00');
    expect(cell(old, 'admin-order-total')).toBe('$105.00');
    expect(statusSelect(old).value).toBe('Pending');
    // Pickup without a stored total: no charge.
    expect(cell(rowOf('BB-20250102-PICK01'), 'admin-order-total')).toBe('$8.00');
  });

  it('offers exactly the five statuses in each row, named after the order', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const select = screen.getByRole('combobox', { name: 'Status of order BB-20261123-K7Q2XM' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled']);
    expect(screen.getAllByTestId('admin-order-status')).toHaveLength(3);
  });

  it("says 'No orders found.' without a pager when there are none", async () => {
    stored = [];
    renderPage();
    expect((await screen.findByTestId('admin-orders-empty')).textContent).toBe('No orders found.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('admin-orders-page')).toBeNull();
    expect(screen.queryByTestId('admin-orders-next')).toBeNull();
  });

  it("toasts 'Failed to fetch orders' when the list cannot be loaded, and loads it on Retry", async () => {
    fail.list = 500;
    renderPage();
    expect(await screen.findByText('Failed to fetch orders')).toBeTruthy();
    fail.list = undefined;
    // Said as an alert, as every admin list's load failure is.
    expect(screen.getByTestId('admin-orders-load-error').getAttribute('role')).toBe('alert');
    fireEvent.click(within(screen.getByTestId('admin-orders-load-error')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('sends the admin to the login when the session has ended (401)', async () => {
    fail.list = 401;
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
  });
});

describe('OrdersAdminPage: paging and search', () => {
  it("shows 10 a page with Prev/Next and 'Page X of Y'", async () => {
    stored = manyOrders(12);
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByTestId('admin-orders-page').textContent).toBe('Page 1 of 2');
    expect(screen.getByTestId('admin-orders-prev').getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(screen.getByTestId('admin-orders-next'));
    await waitFor(() => expect(screen.getByTestId('admin-orders-page').textContent).toBe('Page 2 of 2'));
    expect(rows().map((row) => row.dataset.orderId)).toEqual(['BB-20261101-N00002', 'BB-20261101-N00001']);
    expect(lastGet().params.get('page')).toBe('2');
    expect(screen.getByTestId('admin-orders-next').getAttribute('aria-disabled')).toBe('true');

    // At the last page Next asks for nothing.
    const requests = gets().length;
    fireEvent.click(screen.getByTestId('admin-orders-next'));
    expect(gets()).toHaveLength(requests);

    fireEvent.click(screen.getByTestId('admin-orders-prev'));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByTestId('admin-orders-page').textContent).toBe('Page 1 of 2');
  });

  it('searches by part of the order ID once typing pauses, from page 1', async () => {
    stored = manyOrders(12);
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(screen.getByTestId('admin-orders-next'));
    await waitFor(() => expect(screen.getByTestId('admin-orders-page').textContent).toBe('Page 2 of 2'));

    const requests = gets().length;
    const search = screen.getByRole('searchbox', { name: 'Search by order ID' });
    // Keystrokes in a row make one request, for the text typed last.
    fireEvent.change(search, { target: { value: 'n' } });
    fireEvent.change(search, { target: { value: 'n0001' } });
    expect(gets()).toHaveLength(requests);
    await waitFor(() => expect(screen.getByTestId('admin-orders-page').textContent).toBe('Page 1 of 1'));
    expect(gets()).toHaveLength(requests + 1);
    expect(Object.fromEntries(lastGet().params)).toEqual({ page: '1', size: '10', search: 'n0001' });
    expect(rows().map((row) => row.dataset.orderId)).toEqual([
      'BB-20261101-N00012',
      'BB-20261101-N00011',
      'BB-20261101-N00010',
    ]);

    // Enter searches at once; no match says so, without a pager, in a status region that was
    // already in the page (so a screen reader reads it out).
    const outcome = screen.getByTestId('admin-orders-outcome');
    expect(outcome.getAttribute('role')).toBe('status');
    expect(outcome.textContent).toBe('');
    fireEvent.change(search, { target: { value: 'zzz' } });
    fireEvent.submit(search.closest('form')!);
    expect((await screen.findByTestId('admin-orders-empty')).textContent).toBe('No orders found.');
    expect(outcome.isConnected && outcome.contains(screen.getByTestId('admin-orders-empty'))).toBe(true);
    expect(screen.queryByTestId('admin-orders-page')).toBeNull();
  });
});

describe('OrdersAdminPage: status, delete and print', () => {
  it("prints the gift card on its own part after the totals: the recipient and the message, no price", async () => {
    stored = [structuredClone(giftOrder)];
    let card: HTMLElement | null = null;
    vi.spyOn(window, 'print').mockImplementation(() => {
      card = within(screen.getByTestId('order-print-ticket')).getByTestId('order-print-card');
    });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: `Print order ${giftOrder.orderId}` }));

    const part = card!;
    expect(part.getAttribute('aria-label')).toBe('Gift card');
    expect(within(part).getByTestId('order-print-card-message').textContent).toBe('Happy birthday, Ada!\nWith love from Charles');
    expect(part.textContent).toContain('For Ada Lovelace');
    // A gift must not say what it cost: no amount, no currency, no totals.
    expect(part.textContent).not.toMatch(/\$|\d+\.\d\d|total|price|fee/i);
    // Its own part of the ticket: after the totals, not inside the items or the addresses.
    const totals = screen.getByTestId('order-print-ticket').querySelector('.order-ticket__totals')!;
    expect(totals.compareDocumentPosition(part) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(part.parentElement).toBe(screen.getByTestId('order-print-ticket'));
    // The message is on the card only, not repeated on the priced part of the ticket.
    const ticketText = screen.getByTestId('order-print-ticket').textContent ?? '';
    expect(ticketText.split('With love from Charles')).toHaveLength(2);
  });

  it("sends a new status, reloads the list and toasts 'Order status updated!'", async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const loads = gets().length;
    fireEvent.change(statusSelect(rowOf('BB-20250101-OLD001')), { target: { value: 'Shipped' } });

    expect(await screen.findByText('Order status updated!')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch).toMatchObject({ path: '/api/orders/o-old', body: { status: 'Shipped' }, auth: 'Bearer admin-jwt' });
    await waitFor(() => expect(gets().length).toBeGreaterThan(loads));
    expect(calls.indexOf(lastGet())).toBeGreaterThan(calls.indexOf(patch));
    await waitFor(() => expect(statusSelect(rowOf('BB-20250101-OLD001')).disabled).toBe(false));
    expect(statusSelect(rowOf('BB-20250101-OLD001')).value).toBe('Shipped');
  });

  it('sends only the status reached with the arrow keys, on Enter or when leaving the select, and keeps it usable', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const select = statusSelect(rowOf('BB-20250101-OLD001'));
    const patches = () => calls.filter((call) => call.method === 'PATCH');
    // Pending → Processing → Shipped → Delivered, as Chromium does it on a closed select.
    for (const status of ['Processing', 'Shipped', 'Delivered']) {
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      fireEvent.change(select, { target: { value: status } });
      fireEvent.keyUp(select, { key: 'ArrowDown' });
    }
    expect(select.value).toBe('Delivered');
    expect(patches()).toEqual([]);

    fireEvent.keyDown(select, { key: 'Enter' });
    expect(await screen.findByText('Order status updated!')).toBeTruthy();
    expect(patches().map((call) => call.body)).toEqual([{ status: 'Delivered' }]);
    expect(select.disabled).toBe(false);

    // Stepped back to Cancelled and left with Tab: one more change.
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'Cancelled' } });
    fireEvent.keyUp(select, { key: 'ArrowDown' });
    fireEvent.blur(select);
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1].body).toEqual({ status: 'Cancelled' });

    // Escape puts the saved status back and sends nothing.
    await waitFor(() => expect(statusSelect(rowOf('BB-20250101-OLD001')).value).toBe('Cancelled'));
    fireEvent.keyDown(select, { key: 'ArrowUp' });
    fireEvent.change(select, { target: { value: 'Delivered' } });
    fireEvent.keyUp(select, { key: 'ArrowUp' });
    fireEvent.keyDown(select, { key: 'Escape' });
    fireEvent.blur(select);
    expect(select.value).toBe('Cancelled');
    expect(patches()).toHaveLength(2);
  });

  it("toasts 'Failed to update status' and keeps the old status when the change is refused", async () => {
    fail.patch = 500;
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.change(statusSelect(rowOf('BB-20261123-K7Q2XM')), { target: { value: 'Cancelled' } });
    expect(await screen.findByText('Failed to update status')).toBeTruthy();
    await waitFor(() => expect(statusSelect(rowOf('BB-20261123-K7Q2XM')).value).toBe('Processing'));
    expect(screen.queryByText('Order status updated!')).toBeNull();
  });

  it('deletes nothing when the confirm is dismissed', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Delete order BB-20250101-OLD001' }));
    expect(confirm).toHaveBeenCalledWith(DELETE_CONFIRM);
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it("deletes after the confirm, toasts 'Order deleted successfully!' and reloads without the row", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(within(rowOf('BB-20250101-OLD001')).getByTestId('admin-order-delete'));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this order?');
    expect(await screen.findByText('Order deleted successfully!')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rowOf('BB-20250101-OLD001')).toBeUndefined();
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      path: '/api/orders/o-old',
      auth: 'Bearer admin-jwt',
    });
  });

  it('keeps the keyboard focus in the list: on the Delete of the row that takes the place of the deleted one', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const button = within(rowOf('BB-20250101-OLD001')).getByTestId('admin-order-delete');
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(rowOf('BB-20250102-PICK01')).getByTestId('admin-order-delete')),
    );
  });

  it("toasts 'Failed to delete order' and keeps the row when the delete is refused", async () => {
    fail.delete = 503;
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(within(rowOf('BB-20250101-OLD001')).getByTestId('admin-order-delete'));
    expect(await screen.findByText('Failed to delete order')).toBeTruthy();
    expect(rows()).toHaveLength(3);
    expect(within(rowOf('BB-20250101-OLD001')).getByTestId('admin-order-delete').textContent).toBe('Delete');
  });

  it('moves back a page when a delete empties the last one', async () => {
    stored = manyOrders(11);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(screen.getByTestId('admin-orders-next'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('admin-order-delete'));
    await waitFor(() => expect(screen.getByTestId('admin-orders-page').textContent).toBe('Page 1 of 1'));
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('prints a ticket of that one order: window.print() runs with the ticket on the page', async () => {
    let printed: { text: string; printing: boolean; outsideApp: boolean } | undefined;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      const ticket = screen.getByTestId('order-print-ticket');
      printed = {
        text: ticket.textContent ?? '',
        printing: document.body.classList.contains('is-printing-order'),
        outsideApp: ticket.parentElement?.parentElement === document.body && ticket.closest('[data-testid="order-print"]') !== null,
      };
    });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByTestId('order-print-ticket')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Print order BB-20261123-K7Q2XM' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(printed!.printing).toBe(true);
    expect(printed!.outsideApp).toBe(true);
    for (const text of [
      SHOP.name,
      SHOP.pickupAddress,
      'Order BB-20261123-K7Q2XM',
      'Nov 23, 2026',
      'Ada Lovelace',
      'ada@example.com',
      '12 Rose Lane',
      'Princeton, New Jersey 08540',
      'Home delivery',
      'Rose Bouquet',
      'Sheet: Coach Pink (+$5.00)',
      'Mini Box',
      'Subtotal$102.50',
      'Delivery fee$10.00',
      'Grand total$112.50',
    ]) {
      expect(printed!.text).toContain(text);
    }
    // Unit prices and amounts of each line.
    const ticketRows = within(screen.getByTestId('order-print-ticket')).getAllByRole('row');
    expect(
      ticketRows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['2', '$45.00', '$90.00'],
      ['1', '$12.50', '$12.50'],
    ]);
    // Nothing of the other orders, and no gift card part for an order without a message.
    expect(printed!.text).not.toContain('Alan Turing');
    expect(within(screen.getByTestId('order-print-ticket')).queryByTestId('order-print-card')).toBeNull();

    // After printing the ticket goes, and so does the print-only mode.
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(screen.queryByTestId('order-print-ticket')).toBeNull();
    expect(document.body.classList.contains('is-printing-order')).toBe(false);
  });
});

describe('OrdersAdminPage: printing a cancelled order on its own', () => {
  it('prints its ticket, marked CANCELLED at the top; other tickets carry no such mark', async () => {
    stored = [dayCancelledDelivery, fullOrder].map((order) => structuredClone(order));
    const marks: (string | null)[] = [];
    const firstAfterShop: (string | undefined)[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      const ticket = screen.getByTestId('order-print-ticket');
      marks.push(within(ticket).queryByTestId('order-print-cancelled')?.textContent ?? null);
      firstAfterShop.push(ticket.querySelector('.order-ticket__shop + *')?.className);
    });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: `Print order ${dayCancelledDelivery.orderId}` }));
    act(() => void window.dispatchEvent(new Event('afterprint')));
    fireEvent.click(screen.getByRole('button', { name: `Print order ${fullOrder.orderId}` }));
    expect(marks).toEqual(['CANCELLED: do not make or deliver this order', null]);
    // The mark comes first, before anything else about the order.
    expect(firstAfterShop).toEqual(['order-ticket__cancelled', 'order-ticket__title']);
  });
});

describe('OrdersAdminPage: the day\'s work (issue 13)', () => {
  const printSheet = () => screen.getByTestId('order-print');
  const chooseDate = (date: string) =>
    fireEvent.change(screen.getByLabelText('Choose a date'), { target: { value: date } });

  beforeEach(() => {
    stored = [dayDeliveryFirst, dayDeliverySecond, dayPickup, fullOrder, oldOrder].map((order) => structuredClone(order));
  });

  it("shows the date each order is for, with a pickup's window; an older order shows '—'", async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(cell(rowOf(dayDeliveryFirst.orderId), 'admin-order-fulfilment')).toBe('Delivery on Friday, November 27, 2026');
    expect(cell(rowOf(dayPickup.orderId), 'admin-order-fulfilment')).toBe('Pickup on Friday, November 27, 2026, 10:00–12:00');
    expect(cell(rowOf(oldOrder.orderId), 'admin-order-fulfilment')).toBe('—');
    expect(screen.getByRole('columnheader', { name: 'Date' })).toBeTruthy();
  });

  it('filters by today, tomorrow or a chosen date from page 1, and shows every date again', async () => {
    const { today, tomorrow } = shopDays();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(5));
    const group = screen.getByRole('group', { name: 'Orders for' });
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'All dates' }).checked).toBe(true);
    // No printing for every date at once.
    expect(screen.queryByRole('button', { name: 'Print all tickets' })).toBeNull();

    fireEvent.click(within(group).getByRole('radio', { name: /^Today, / }));
    await waitFor(() => expect(lastGet().params.get('date')).toBe(today));
    expect(Object.fromEntries(lastGet().params)).toEqual({ page: '1', size: '10', date: today });
    fireEvent.click(within(group).getByRole('radio', { name: /^Tomorrow, / }));
    await waitFor(() => expect(lastGet().params.get('date')).toBe(tomorrow));

    // "Chosen date" with the field still empty moves to the field and keeps the list.
    const requests = gets().length;
    fireEvent.click(within(group).getByRole('radio', { name: 'Chosen date' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Choose a date'));
    expect(gets()).toHaveLength(requests);

    chooseDate(DAY);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'Chosen date' }).checked).toBe(true);
    expect(lastGet().params.get('date')).toBe(DAY);
    // Deliveries first, then pickups, as the server sends them.
    expect(rows().map((row) => row.dataset.orderId)).toEqual([
      dayDeliveryFirst.orderId,
      dayDeliverySecond.orderId,
      dayPickup.orderId,
    ]);
    expect(screen.getByTestId('admin-orders-day-summary').textContent).toMatch(
      /^3 orders for Friday, November 27, 2026\. The prints take every order of the date/,
    );

    fireEvent.click(within(group).getByRole('radio', { name: 'All dates' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(lastGet().params.has('date')).toBe(false);
  });

  it("prints every ticket of the date in one print, in the server's order, each with its date; then the sheet goes", async () => {
    let printed: { ids: string[]; dates: string[]; cards: string[]; printing: boolean } | undefined;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      const tickets = within(printSheet()).getAllByTestId('order-print-ticket');
      printed = {
        ids: tickets.map((ticket) => ticket.dataset.orderId!),
        dates: tickets.map((ticket) => within(ticket).getByTestId('order-print-fulfilment').textContent!),
        cards: within(printSheet()).queryAllByTestId('order-print-card').map((card) => card.textContent!),
        printing: document.body.classList.contains('is-printing-order'),
      };
    });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(5));
    chooseDate(DAY);
    await waitFor(() => expect(rows()).toHaveLength(3));

    fireEvent.click(screen.getByRole('button', { name: 'Print all tickets' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    // Every order of the date in as few calls as the server allows, not only the page on screen.
    expect(Object.fromEntries(lastGet().params)).toEqual({ page: '1', size: '100', date: DAY });
    expect(printed).toEqual({
      ids: [dayDeliveryFirst.orderId, dayDeliverySecond.orderId, dayPickup.orderId],
      dates: [
        'Delivery on Friday, November 27, 2026',
        'Delivery on Friday, November 27, 2026',
        'Pickup on Friday, November 27, 2026, 10:00–12:00',
      ],
      cards: [expect.stringContaining('Happy birthday, Ada!')],
      printing: true,
    });
    expect(printed!.cards[0]).not.toMatch(/\$|\d+\.\d\d|total|price|fee/i);

    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(screen.queryByTestId('order-print')).toBeNull();
    expect(document.body.classList.contains('is-printing-order')).toBe(false);
  });

  it("prints the driver's list: the deliveries in order with name, phone, address and a map link each, no prices", async () => {
    let list: HTMLElement | undefined;
    vi.spyOn(window, 'print').mockImplementation(() => {
      // The sheet stays until 'afterprint', which jsdom never sends.
      list = within(printSheet()).getByTestId('driver-list');
    });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(5));
    chooseDate(DAY);
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: "Driver's list" }));
    await waitFor(() => expect(list).toBeDefined());

    expect(within(list!).getByRole('heading', { level: 1 }).textContent).toBe('Deliveries for Friday, November 27, 2026');
    const stops = within(list!).getAllByTestId('driver-stop');
    expect(stops.map((stop) => stop.dataset.orderId)).toEqual([dayDeliveryFirst.orderId, dayDeliverySecond.orderId]);
    expect(within(stops[0]!).getByRole('heading', { level: 2 }).textContent).toBe('1. Ada Lovelace');
    expect(stops[0]!.textContent).toContain('12 Rose LaneApt 3Princeton, New Jersey 08540');
    expect(within(stops[0]!).getByRole('link', { name: '609-555-0101' }).getAttribute('href')).toBe('tel:6095550101');
    expect(stops[0]!.textContent).toContain('Gift card goes with the flowers');
    expect(stops[0]!.textContent).not.toContain('Happy birthday');
    const map = within(stops[1]!).getByRole('link', { name: 'Open map for 1 Enigma Rd, Trenton, New Jersey 08601' });
    expect(map.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Enigma%20Rd%2C%20Trenton%2C%20New%20Jersey%2008601',
    );
    expect(list!.textContent).not.toMatch(/\$|\d+\.\d\d|total|price/i);
  });

  it('says so when the date has no deliveries for the driver, and prints nothing', async () => {
    stored = [structuredClone(dayPickup)];
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderPage();
    chooseDate(DAY);
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: "Driver's list" }));
    expect(await screen.findByText('No deliveries for Friday, November 27, 2026.')).toBeTruthy();
    expect(print).not.toHaveBeenCalled();
  });

  describe('cancelled orders', () => {
    beforeEach(() => {
      // As the server lists the date: deliveries oldest first (one of them cancelled), then the pickup.
      stored = [dayDeliveryFirst, dayCancelledDelivery, dayDeliverySecond, dayPickup].map((order) => structuredClone(order));
    });

    it("leaves them off the day's tickets and says how many were left out", async () => {
      let printed: string[] | undefined;
      vi.spyOn(window, 'print').mockImplementation(() => {
        printed = within(printSheet())
          .getAllByTestId('order-print-ticket')
          .map((ticket) => ticket.dataset.orderId!);
        expect(within(printSheet()).queryByTestId('order-print-cancelled')).toBeNull();
        expect(printSheet().textContent).not.toContain('Grace Hopper');
      });
      renderPage();
      chooseDate(DAY);
      // The list still shows it (its status can be changed back); only the prints leave it out.
      await waitFor(() => expect(rows()).toHaveLength(4));
      fireEvent.click(screen.getByRole('button', { name: 'Print all tickets' }));
      expect(await screen.findByText('1 cancelled order not printed.')).toBeTruthy();
      expect(printed).toEqual([dayDeliveryFirst.orderId, dayDeliverySecond.orderId, dayPickup.orderId]);
    });

    it("leaves them off the driver's list, which says how many were left out", async () => {
      let list: { stops: string[]; summary: string; text: string } | undefined;
      vi.spyOn(window, 'print').mockImplementation(() => {
        const sheet = within(printSheet()).getByTestId('driver-list');
        list = {
          stops: within(sheet)
            .getAllByTestId('driver-stop')
            .map((stop) => stop.dataset.orderId!),
          summary: sheet.querySelector('.driver-list__summary')!.textContent!,
          text: sheet.textContent ?? '',
        };
      });
      renderPage();
      chooseDate(DAY);
      await waitFor(() => expect(rows()).toHaveLength(4));
      fireEvent.click(screen.getByRole('button', { name: "Driver's list" }));
      expect(await screen.findByText('1 cancelled delivery not printed.')).toBeTruthy();
      expect(list!.stops).toEqual([dayDeliveryFirst.orderId, dayDeliverySecond.orderId]);
      expect(list!.summary).toBe(`${SHOP.name} · 2 stops · 1 cancelled delivery not printed`);
      expect(list!.text).not.toMatch(/Grace Hopper|9 Cobol Court/);
    });

    it('prints nothing when every order of the date is cancelled, and says why', async () => {
      stored = [structuredClone(dayCancelledDelivery)];
      const print = vi.spyOn(window, 'print').mockImplementation(() => {});
      renderPage();
      chooseDate(DAY);
      await waitFor(() => expect(rows()).toHaveLength(1));
      fireEvent.click(screen.getByRole('button', { name: 'Print all tickets' }));
      expect(
        await screen.findByText('No orders for Friday, November 27, 2026. 1 cancelled order not printed.'),
      ).toBeTruthy();
      await waitFor(() => expect(screen.getByRole('button', { name: "Driver's list" }).hasAttribute('disabled')).toBe(false));
      fireEvent.click(screen.getByRole('button', { name: "Driver's list" }));
      expect(
        await screen.findByText('No deliveries for Friday, November 27, 2026. 1 cancelled delivery not printed.'),
      ).toBeTruthy();
      expect(print).not.toHaveBeenCalled();
    });
  });
});
