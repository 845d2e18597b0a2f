import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAdminPage } from '../../../test/render-admin-page';
import type { AdminDashboard, SalesFigures } from '../../../lib/api/schemas';
import AdminDashboardPage from './AdminDashboardPage';

const day = (from: string, orders = 0, revenue = 0): SalesFigures => ({ from, to: from, orders, revenue });

const FIGURES: AdminDashboard = {
  generatedAt: '2026-03-10T15:00:00.000Z',
  today: '2026-03-10',
  timeZone: 'America/New_York',
  sales: {
    today: day('2026-03-10', 2, 63.97),
    week: { from: '2026-03-09', to: '2026-03-10', orders: 3, revenue: 1063.97 },
    month: { from: '2026-03-01', to: '2026-03-10', orders: 1234, revenue: 45678.9 },
  },
  lastSevenDays: [
    day('2026-03-04'),
    day('2026-03-05'),
    day('2026-03-06'),
    day('2026-03-07'),
    day('2026-03-08', 5, 120.5),
    day('2026-03-09', 1, 1000),
    day('2026-03-10', 2, 63.97),
  ],
  byStatus: [
    { status: 'Pending', orders: 4 },
    { status: 'Processing', orders: 0 },
    { status: 'Shipped', orders: 1 },
    { status: 'Delivered', orders: 1200 },
    { status: 'Cancelled', orders: 3 },
  ],
  topProducts: {
    from: '2026-02-09',
    to: '2026-03-10',
    products: [
      { kind: 'keychain', productId: 'k1', name: 'Star Charm', quantity: 30 },
      { kind: 'occasion-product', productId: 'o1', name: 'Birthday Bloom', quantity: 7 },
    ],
  },
  customOrders: { open: 6 },
  messages: { unread: 1, seenUpTo: null },
  comingSevenDays: [
    { date: '2026-03-10', booked: 40, capacity: 40, available: false, reason: 'full' },
    { date: '2026-03-11', booked: 3, capacity: 40, available: true },
    { date: '2026-03-12', booked: 0, capacity: 40, available: false, reason: 'blackout' },
    { date: '2026-03-13', booked: 1, capacity: 4, available: true },
    { date: '2026-03-14', booked: 0, capacity: 40, available: true },
    { date: '2026-03-15', booked: 0, capacity: 40, available: false, reason: 'closed' },
    { date: '2026-03-16', booked: 0, capacity: 40, available: false, reason: 'too-soon' },
  ],
};

let answers: Response[];
let calls: { url: string; init: RequestInit }[];

beforeEach(() => {
  calls = [];
  answers = [];
  mockFetch((url, init) => {
    calls.push({ url, init });
    return answers.shift() ?? jsonResponse(FIGURES);
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // A shopper signed in on the same browser: its token must not go with the admin's call.
  sessionStorage.setItem('token', 'customer-token');
});

const renderPage = () => renderAdminPage('/admin/dashboard', <AdminDashboardPage />);
const section = (name: string) => screen.getByRole('region', { name });
/** Each body row's cells (its row header included), as read. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('AdminDashboardPage', () => {
  it("keeps SPEC's welcome text and shows sales per period as term/value pairs", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to the Admin Dashboard' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading the figures...');

    const sales = await screen.findByRole('region', { name: 'Sales' });
    const card = (title: string) => within(sales).getByRole('heading', { level: 3, name: title }).closest('li')!;
    const pairs = (title: string) =>
      [...card(title).querySelectorAll('dl > div')].map((group) => [
        group.querySelector('dt')!.textContent,
        group.querySelector('dd')!.textContent,
      ]);
    expect(pairs('Today')).toEqual([
      ['Orders', '2'],
      ['Revenue', '$63.97'],
    ]);
    expect(within(card('Today')).getByText('Tuesday, March 10')).toBeTruthy();
    expect(pairs('This week')).toEqual([
      ['Orders', '3'],
      ['Revenue', '$1,063.97'],
    ]);
    expect(within(card('This week')).getByText('Mon, Mar 9 – Tue, Mar 10')).toBeTruthy();
    expect(pairs('This month')).toEqual([
      ['Orders', '1,234'],
      ['Revenue', '$45,678.90'],
    ]);

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/admin/dashboard');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(calls[0]!.init.credentials).toBe('include');
  });

  it('lists what waits for the admin with links to its screens, the last 7 days, the statuses and the top products', async () => {
    renderPage();
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    const terms = [...waiting.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling!.textContent,
    ]);
    expect(terms).toEqual([
      ['Pending orders', '4'],
      ['Open custom orders', '6'],
      ['Unread messages', '1'],
    ]);
    expect(within(waiting).getByRole('link', { name: 'Go to Messages Query' }).getAttribute('href')).toBe(
      '/admin/messages',
    );
    expect(within(waiting).getByRole('link', { name: 'Go to Custom-Orders' }).getAttribute('href')).toBe(
      '/admin/custom-orders',
    );

    const days = within(section('Orders placed, last 7 days')).getByRole('table');
    expect(rowsOf(days)).toEqual([
      ['Wed, Mar 4', '0', '$0.00'],
      ['Thu, Mar 5', '0', '$0.00'],
      ['Fri, Mar 6', '0', '$0.00'],
      ['Sat, Mar 7', '0', '$0.00'],
      ['Sun, Mar 8', '5', '$120.50'],
      ['Mon, Mar 9', '1', '$1,000.00'],
      ['Today, Tue, Mar 10', '2', '$63.97'],
    ]);
    expect(within(days).getAllByRole('rowheader')).toHaveLength(7);

    expect(rowsOf(within(section('Orders by status')).getByRole('table'))).toEqual([
      ['Pending', '4'],
      ['Processing', '0'],
      ['Shipped', '1'],
      ['Delivered', '1,200'],
      ['Cancelled', '3'],
    ]);

    const top = section('Top products, last 30 days');
    expect(within(top).getByText('Units ordered Mon, Feb 9 – Tue, Mar 10, cancelled orders left out.')).toBeTruthy();
    expect(rowsOf(within(top).getByRole('table'))).toEqual([
      ['1', 'Star Charm', 'Keychain', '30'],
      ['2', 'Birthday Bloom', 'Occasion product', '7'],
    ]);
  });

  it("shows the coming seven days' bookings against capacity as text, closed days and a holiday marked", async () => {
    renderPage();
    const coming = await screen.findByRole('region', { name: 'Coming 7 days: booked against capacity' });
    const table = within(coming).getByRole('table');
    expect(rowsOf(table)).toEqual([
      ['Today, Tue, Mar 10', '40', '40', '100% · Full'],
      ['Wed, Mar 11', '3', '40', '8% · 37 places left'],
      ['Thu, Mar 12', '0', '40', 'Closed (holiday)'],
      ['Fri, Mar 13', '1', '4', '25% · 3 places left'],
      ['Sat, Mar 14', '0', '40', '0% · 40 places left'],
      ['Sun, Mar 15', '0', '40', 'Closed (weekly closed day)'],
      ['Mon, Mar 16', '0', '40', '0% · Too late to order (cutoff or lead time)'],
    ]);
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Day',
      'Booked',
      'Capacity',
      'Load',
    ]);
    // The bars only draw what the words say: hidden from screen readers; none on closed days.
    const bars = table.querySelectorAll('.admin-dashboard__load-bar');
    expect(bars).toHaveLength(7);
    expect([...bars].every((bar) => bar.getAttribute('aria-hidden') === 'true')).toBe(true);
    const fills = [...table.querySelectorAll<HTMLElement>('.admin-dashboard__load-fill')].map((fill) => fill.style.width);
    expect(fills).toEqual(['100%', '8%', '25%', '0%', '0%']);
  });

  it('says when no product was ordered in the last 30 days', async () => {
    answers.push(jsonResponse({ ...FIGURES, topProducts: { ...FIGURES.topProducts, products: [] } }));
    renderPage();
    const top = await screen.findByRole('region', { name: 'Top products, last 30 days' });
    expect(within(top).getByText('No orders in the last 30 days.')).toBeTruthy();
    expect(within(top).queryByRole('table')).toBeNull();
  });

  it('keeps the welcome when the figures cannot load, says so, and loads them again on Retry', async () => {
    answers.push(jsonResponse({ statusCode: 503, code: 'GATEWAY.UNAVAILABLE', message: 'orders is down' }, 503));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The figures could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to the Admin Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Sales' })).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Sales' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(calls).toHaveLength(2);
  });

  it('opens the admin login when the session has ended, like every admin screen', async () => {
    answers.push(jsonResponse({ statusCode: 401, message: 'Sign in' }, 401));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
  });
});
