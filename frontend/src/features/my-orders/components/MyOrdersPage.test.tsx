import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../lib/api/schemas';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { CHECKOUT_ADDRESS } from '../../../test/order-fixtures';
import { renderWithQueries } from '../../../test/render-with-queries';
import { MyOrdersPage } from './MyOrdersPage';
import { record } from '../../../test/api-records';

const ADDRESS = { ...CHECKOUT_ADDRESS, address2: 'Apt 4' };

/** Newest first, as the server sends them. */
const DELIVERED = record<Order>({
  _id: 'o2',
  orderId: 'BB-20261124-AAAAAA',
  status: 'Delivered',
  delivery: 'delivery',
  subtotal: 40,
  deliveryFee: 10,
  total: 50,
  cart: [
    {
      productId: 'bq1',
      name: 'Spring Bouquet',
      quantity: 1,
      basePrice: 30,
      totalPrice: 34,
      price: 34,
      selectedSheet: { id: 'cow', name: 'Cow', price: 4 },
    },
    { productId: 'k1', name: 'Star Charm', quantity: 2, basePrice: 3, totalPrice: 3, price: 3, selectedSheet: null },
  ],
  createdAt: '2026-11-24T10:00:00.000Z',
  userEmail: 'ada@example.com',
  form: ADDRESS,
});
/** An old order: no status, no totals (computed: 3 × $12.50 = $37.50, pickup). */
const OLD = record<Order>({
  _id: 'o1',
  orderId: 'BB-20261123-BBBBBB',
  delivery: 'pickup',
  cart: [{ name: 'Star Box', quantity: 3, price: '$12.50' }],
  createdAt: '2026-11-23T10:00:00.000Z',
  form: ADDRESS,
});

let answer: () => Response | Promise<Response>;
let onLoginNeeded: ReturnType<typeof vi.fn<() => void>>;

function installApi() {
  return mockFetch(() => answer());
}

function renderPage() {
  renderWithQueries(
    <MemoryRouter>
      <MyOrdersPage onLoginNeeded={onLoginNeeded} />
      <Toaster />
    </MemoryRouter>,
  );
}

const cards = () => screen.queryAllByTestId('my-order');
const card = (orderId: string) => cards().find((item) => item.dataset.orderId === orderId)!;

beforeEach(() => {
  sessionStorage.setItem('token', 'customer-token');
  answer = () => jsonResponse([DELIVERED, OLD]);
  onLoginNeeded = vi.fn<() => void>();
});

describe('My Orders', () => {
  it("lists the customer's orders from GET /orders/my with the customer token, newest first", async () => {
    const spy = installApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByTestId('my-orders-list').tagName).toBe('OL');
    expect(cards().map((item) => within(item).getByTestId('my-order-id').textContent)).toEqual([DELIVERED.orderId, OLD.orderId]);

    const [[url, init]] = spy.mock.calls as unknown as [[string, RequestInit]];
    expect(url).toBe('/api/orders/my');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer customer-token');
    expect(onLoginNeeded).not.toHaveBeenCalled();
  });

  it('shows each order with its id, items × quantity with the sheet, delivery with the address, total and status', async () => {
    installApi();
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));

    const delivered = card(DELIVERED.orderId);
    expect(within(delivered).getByRole('heading', { name: `Order ${DELIVERED.orderId}` })).toBeTruthy();
    expect(within(delivered).getAllByTestId('my-order-item').map((item) => item.textContent)).toEqual([
      'Spring Bouquet × 1 with Cow sheet',
      'Star Charm × 2',
    ]);
    const delivery = within(delivered).getByTestId('my-order-delivery');
    expect(delivery.textContent).toContain('Home delivery');
    expect(delivery.textContent).toContain('12 Garden Road');
    expect(delivery.textContent).toContain('Princeton, New Jersey 08540');
    expect(within(delivered).getByTestId('my-order-total').textContent).toBe('$50.00');
    expect(within(delivered).getByTestId('my-order-status').textContent).toBe('Status: Delivered');
    expect(within(delivered).getByRole('time').getAttribute('dateTime')).toBe(DELIVERED.createdAt);
    // 10:00 UTC is 5:00 AM at the shop (New York): shown in the shop's zone, named, whatever the device's.
    expect(within(delivered).getByRole('time').textContent?.replace(/\s/g, ' ')).toBe('Nov 24, 2026, 5:00 AM EST');

    const old = card(OLD.orderId);
    expect(within(old).getByTestId('my-order-delivery').textContent).toBe('Store pickup');
    // Without a stored total: Σ unit price × quantity, with 2 decimals.
    expect(within(old).getByTestId('my-order-total').textContent).toBe('$37.50');
  });

  it('shows the card message with its lines under its own term, and nothing for orders without one', async () => {
    answer = () => jsonResponse([{ ...DELIVERED, form: { ...ADDRESS, cardMessage: 'Happy birthday!\nLove, Ann' } }, OLD]);
    installApi();
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const message = within(card(DELIVERED.orderId)).getByTestId('my-order-card-message');
    expect(message.textContent).toBe('Happy birthday!\nLove, Ann');
    expect(message.previousElementSibling?.textContent).toBe('Card message');
    expect(within(card(OLD.orderId)).queryByTestId('my-order-card-message')).toBeNull();
  });

  it('shows the date (and pickup time) an order is for, and nothing extra for older orders without one (issue 13)', async () => {
    const PICKUP: Order = { ...OLD, _id: 'o3', orderId: 'BB-20261125-CCCCCC', fulfilment: { date: '2026-11-27', window: { start: '10:00', end: '12:00' } } };
    answer = () => jsonResponse([{ ...DELIVERED, fulfilment: { date: '2026-11-28' } }, PICKUP, OLD]);
    installApi();
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const when = (orderId: string) => within(card(orderId)).queryByTestId('my-order-fulfilment');
    expect(when(DELIVERED.orderId)?.textContent).toBe('Delivery on Saturday, November 28, 2026');
    expect(when(PICKUP.orderId)?.textContent).toBe('Pickup on Friday, November 27, 2026, 10:00–12:00');
    expect(when(PICKUP.orderId)?.previousElementSibling?.textContent).toBe('When');
    expect(when(OLD.orderId)).toBeNull();
  });

  it('shows a missing status as Pending', async () => {
    installApi();
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const status = within(card(OLD.orderId)).getByTestId('my-order-status');
    expect(status.textContent).toBe('Status: Pending');
    expect(status.dataset.tone).toBe('yellow');
  });

  it('colours Delivered green, Cancelled red and every other status yellow', async () => {
    const statuses = ['Delivered', 'Cancelled', 'Pending', 'Processing', 'Shipped'] as const;
    answer = () => jsonResponse(statuses.map((status, index) => ({ ...DELIVERED, _id: `o${index}`, orderId: `BB-${status}`, status })));
    installApi();
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(5));
    const tones = Object.fromEntries(
      cards().map((item) => {
        const badge = within(item).getByTestId('my-order-status');
        expect(badge.className).toContain(`status-badge--${badge.dataset.tone}`);
        return [item.dataset.orderId, badge.dataset.tone];
      }),
    );
    expect(tones).toEqual({
      'BB-Delivered': 'green',
      'BB-Cancelled': 'red',
      'BB-Pending': 'yellow',
      'BB-Processing': 'yellow',
      'BB-Shipped': 'yellow',
    });
  });

  it('says so when there are no orders yet', async () => {
    answer = () => jsonResponse([]);
    installApi();
    renderPage();
    const empty = await screen.findByTestId('my-orders-empty');
    expect(empty.textContent).toContain('You have not placed any orders yet.');
    expect(within(empty).getByRole('link', { name: 'Browse gifts' }).getAttribute('href')).toBe('/occasions');
    expect(screen.queryByTestId('my-orders-list')).toBeNull();
  });

  it('asks to log in, and reads nothing, without a customer token', () => {
    sessionStorage.removeItem('token');
    const spy = installApi();
    renderPage();
    expect(onLoginNeeded).toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeTruthy();
    const calls = onLoginNeeded.mock.calls.length;
    fireEvent.click(within(screen.getByTestId('my-orders-login')).getByRole('button', { name: 'Log in' }));
    expect(onLoginNeeded).toHaveBeenCalledTimes(calls + 1);
    expect(screen.queryByTestId('my-orders-empty')).toBeNull();
  });

  it('opens the login from its own Log in button when arriving without a token, so a dismissed dialog gives the focus back there', () => {
    sessionStorage.removeItem('token');
    installApi();
    let focusedWhenAsked: Element | null = null;
    onLoginNeeded.mockImplementation(() => {
      focusedWhenAsked = document.activeElement;
    });
    renderPage();
    const logIn = within(screen.getByTestId('my-orders-login')).getByRole('button', { name: 'Log in' });
    expect(focusedWhenAsked).toBe(logIn);
  });

  it('only logs a failed read: the page stays, with no message and no toast', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = () => jsonResponse({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'orders is unavailable' }, 503);
    installApi();
    renderPage();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeTruthy();
    expect(screen.queryByTestId('my-orders-list')).toBeNull();
    expect(screen.queryByTestId('my-orders-empty')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/orders is unavailable|failed/i)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
