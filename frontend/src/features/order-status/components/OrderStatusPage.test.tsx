import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { isOpeningHoursRequest, SUNDAY_CLOSED_HOURS, SUNDAY_CLOSED_SUMMARY } from '../../../test/opening-hours-fixtures';
import { renderWithQueries } from '../../../test/render-with-queries';
import { SHOP } from '../../../config/shop';
import type { OrderStatusView } from '../../../lib/api/schemas';
import OrderStatusPage from './OrderStatusPage';

const TOKEN = 'eyJvIjoiYWJjIiwiZSI6MX0c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmUtc2lnbmE';
const VIEW: OrderStatusView = {
  orderId: 'BB-20261126-K7Q2XM',
  status: 'Shipped',
  delivery: 'delivery',
  fulfilment: { date: '2026-11-27' },
  firstName: 'Ann',
  address: { address1: '12 Elm Street', address2: 'Apt 4', city: 'Maple Township', state: 'New Jersey', postalCode: '08001' },
  lines: [
    { name: 'Rose Dream', quantity: 2, sheetName: 'Cow' },
    { name: 'Star Charm', quantity: 1 },
  ],
  total: 87.99,
  createdAt: '2026-11-26T10:00:00.000Z',
  linkExpiresAt: '2026-12-26T10:00:00.000Z',
};

let answer: () => Response;

function renderPage() {
  const spy = mockFetch((url, init) => (isOpeningHoursRequest(url, init) ? jsonResponse(SUNDAY_CLOSED_HOURS) : answer()));
  renderWithQueries(
    <MemoryRouter initialEntries={[`/order-status/${TOKEN}`]}>
      <Routes>
        <Route path="/order-status/:token" element={<OrderStatusPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return spy;
}

beforeEach(() => {
  sessionStorage.setItem('token', 'customer-token');
  answer = () => jsonResponse(VIEW);
});

describe('Order status link page', () => {
  it('reads the order of the link without sending the customer token, and shows its status, date, address and lines', async () => {
    const spy = renderPage();
    expect(screen.getByRole('status').textContent).toBe('Loading your order...');
    await screen.findByTestId('order-status-card');
    const [[url, init]] = spy.mock.calls as unknown as [[string, RequestInit]];
    expect(url).toBe(`/api/order-status/${TOKEN}`);
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();

    expect(screen.getByRole('heading', { level: 1, name: `Order ${VIEW.orderId}` })).toBeTruthy();
    expect(screen.getByTestId('order-status-status').textContent).toBe('Status: Shipped');
    expect(screen.getByTestId('order-status-words').textContent).toBe('Your flowers are on their way to you.');
    expect(screen.getByTestId('order-status-when').textContent).toBe('Delivery on Friday, November 27, 2026');
    expect(screen.getByTestId('order-status-where').textContent).toBe('12 Elm StreetApt 4Maple Township, New Jersey 08001');
    // Placed and link-expiry times are the shop's (New York) clock, with its zone, whatever the device's.
    const shownTime = (instant: string) =>
      document.querySelector(`time[datetime="${instant}"]`)?.textContent?.replace(/\s/g, ' ');
    expect(shownTime(VIEW.createdAt)).toBe('Nov 26, 2026, 5:00 AM EST');
    expect(shownTime(VIEW.linkExpiresAt)).toBe('Dec 26, 2026, 5:00 AM EST');
    expect([...screen.getByTestId('order-status-items').querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Rose Dream × 2 with Cow sheet',
      'Star Charm × 1',
    ]);
    expect(screen.getByTestId('order-status-total').textContent).toBe('$87.99');
    expect(document.title).toContain(`Order ${VIEW.orderId}`);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
  });

  it('a pickup shows the window and the shop instead of an address', async () => {
    answer = () =>
      jsonResponse({ ...VIEW, delivery: 'pickup', address: undefined, fulfilment: { date: '2026-11-28', window: { start: '14:00', end: '16:00' } } });
    const spy = renderPage();
    await screen.findByTestId('order-status-card');
    expect(screen.getByTestId('order-status-when').textContent).toBe('Pickup on Saturday, November 28, 2026, 14:00–16:00');
    // The date and window say when: the shop's hours would add nothing.
    expect(screen.getByTestId('order-status-where').textContent).toBe(SHOP.pickupAddress);
    expect(screen.getByText('Store pickup')).toBeTruthy();
    expect(spy.mock.calls.some(([url, init]) => isOpeningHoursRequest(String(url), init ?? {}))).toBe(false);
  });

  it('a pickup without a date (placed before the schedule) shows the shop and its hours as the schedule keeps them', async () => {
    answer = () => jsonResponse({ ...VIEW, delivery: 'pickup', address: undefined, fulfilment: undefined });
    renderPage();
    await screen.findByTestId('order-status-card');
    expect(screen.queryByTestId('order-status-when')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('order-status-hours').textContent).toBe(SUNDAY_CLOSED_SUMMARY));
    expect(screen.getByTestId('order-status-where').textContent).toBe(`${SHOP.pickupAddress}${SUNDAY_CLOSED_SUMMARY}`);
  });

  it('an expired link (410) says so and leads to sign-in; it is not asked again', async () => {
    answer = () => jsonResponse({ statusCode: 410, code: 'ORDERS.LINK_EXPIRED', message: 'expired' }, 410);
    const spy = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This link has expired — sign in to see your orders.');
    expect(screen.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to see your orders' }).getAttribute('href')).toBe('/orders');
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
  });

  it('an altered or unknown link (404) says it is not valid', async () => {
    answer = () => jsonResponse({ statusCode: 404, code: 'ORDERS.LINK_INVALID', message: 'not valid' }, 404);
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^This link is not valid: check that you opened the whole link/);
    expect(screen.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to see your orders' })).toBeTruthy();
  });

  it("a genuine link whose order was deleted says it was removed and how to reach the shop", async () => {
    answer = () => jsonResponse({ statusCode: 404, code: 'ORDERS.ORDER_REMOVED', message: 'removed' }, 404);
    const spy = renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order is no longer in our records. Please call us on (609) 555-0142 or write to hello@bloomandbox.example.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This order was removed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByRole('link', { name: 'Sign in to see your orders' })).toBeNull();
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
  });
});
