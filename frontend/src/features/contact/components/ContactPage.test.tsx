import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOP } from '../../../config/shop';
import { OPENING_HOURS_UNAVAILABLE_TEXT } from '../../../components/opening-hours/opening-hours-states';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { isOpeningHoursRequest, SUNDAY_CLOSED_HOURS } from '../../../test/opening-hours-fixtures';
import { renderWithQueries } from '../../../test/render-with-queries';
import { FAILED_TEXT, SENT_TEXT } from './ContactForm';
import { NO_CLOSURES_TEXT } from './OpeningWeek';
import ContactPage from './ContactPage';

interface Post {
  url: string;
  body: Record<string, string>;
  headers: Record<string, string>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const FILLED = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 609 555 0100',
  subject: 'Wedding flowers',
  message: 'Do you deliver to Princeton?\nThank you!',
};

let posts: Post[];
/** Statuses the next POSTs answer with (then 201). */
let answers: number[];
/** POSTs wait for this before answering, to look at the sending state. */
let hold: Promise<void> | null;
/** The answer of `GET /api/opening-hours`. */
let openingHours: () => Response | Promise<Response>;

function installApi() {
  return mockFetch(async (url, init) => {
    if (isOpeningHoursRequest(url, init)) return openingHours();
    posts.push({
      url,
      body: JSON.parse(init.body as string) as Record<string, string>,
      headers: init.headers as Record<string, string>,
    });
    if (hold) await hold;
    const status = answers.shift() ?? 201;
    if (status !== 201) return jsonResponse({ statusCode: status, message: 'Refused' }, status);
    return jsonResponse({ _id: 'c1', ...FILLED }, 201);
  });
}

const field = (name: keyof typeof FILLED) => screen.getByTestId(`contact-${name}`) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByTestId('contact-submit'));

function fill(values: Partial<typeof FILLED>) {
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(field(name as keyof typeof FILLED), { target: { value } });
  }
}

beforeEach(() => {
  posts = [];
  answers = [];
  hold = null;
  openingHours = () => jsonResponse(SUNDAY_CLOSED_HOURS);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ContactPage: the shop', () => {
  it('shows the hero, the pickup address, phone, e-mail, hours and the map', async () => {
    installApi();
    renderWithQueries(<ContactPage />);
    expect(within(screen.getByTestId('cover-banner')).getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(screen.getByTestId('contact-shop-address').textContent).toMatch(/Mall.*NJ/);
    expect(screen.getByTestId('contact-shop-phone').getAttribute('href')).toBe(SHOP.phoneLink);
    expect(screen.getByTestId('contact-shop-email').getAttribute('href')).toBe(`mailto:${SHOP.email}`);
    expect(await screen.findByRole('table', { name: 'Opening hours by day' })).toBeTruthy();

    const map = screen.getByTestId('contact-map') as HTMLIFrameElement;
    expect(map.title).toContain(SHOP.pickupAddress);
    expect(map.getAttribute('loading')).toBe('lazy');
    const src = new URL(map.src);
    expect(`${src.origin}${src.pathname}`).toBe('https://maps.google.com/maps');
    expect(src.searchParams.get('q')).toBe(SHOP.pickupAddress);
    expect(src.searchParams.get('output')).toBe('embed');
  });

  it('links two social networks and a chat app, each in a new tab that cannot reach back', () => {
    installApi();
    renderWithQueries(<ContactPage />);
    const social = screen.getAllByTestId('contact-social-link');
    const chat = screen.getAllByTestId('contact-chat-link');
    expect(social.map((link) => link.textContent)).toEqual([
      'Instagram (opens in a new tab)',
      'Facebook (opens in a new tab)',
    ]);
    expect(chat.map((link) => link.textContent)).toEqual(['Chat on WhatsApp (opens in a new tab)']);
    for (const link of [...social, ...chat]) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});

const hoursRows = (table: HTMLElement) =>
  [...table.querySelectorAll('tr')].map((row) => [...row.cells].map((cell) => cell.textContent));

describe('ContactPage: the opening hours', () => {
  it('lists each day of the week as the schedule keeps it, Sunday closed, and the coming holidays', async () => {
    installApi();
    renderWithQueries(<ContactPage />);
    const table = await screen.findByRole('table', { name: 'Opening hours by day' });
    expect(hoursRows(table)).toEqual([
      ['Monday', '10:00–20:00'],
      ['Tuesday', '10:00–20:00'],
      ['Wednesday', '10:00–20:00'],
      ['Thursday', '10:00–20:00'],
      ['Friday', '10:00–20:00'],
      ['Saturday', '10:00–16:00'],
      ['Sunday', 'Closed'],
    ]);
    // Days head their rows, for a screen reader moving through the table.
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toHaveLength(7);
    const closures = screen.getByTestId('contact-closures');
    expect(closures.textContent).toBe('Closed on holidays: Thursday, December 24; Friday, December 25');
    expect([...closures.querySelectorAll('time')].map((time) => time.getAttribute('datetime'))).toEqual([
      '2026-12-24',
      '2026-12-25',
    ]);
  });

  it('says there is no holiday closure in the next 30 days when none is coming (the line is always there)', async () => {
    openingHours = () => jsonResponse({ ...SUNDAY_CLOSED_HOURS, upcomingClosures: [] });
    installApi();
    renderWithQueries(<ContactPage />);
    await screen.findByRole('table', { name: 'Opening hours by day' });
    expect(screen.getByTestId('contact-closures').textContent).toBe('No holiday closures in the next 30 days.');
    expect(NO_CLOSURES_TEXT).toBe('No holiday closures in the next 30 days.');
    expect(screen.getByTestId('contact-closures').querySelector('time')).toBeNull();
  });

  it('holds the week\'s place while it loads, hidden from screen readers and stating no hours', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    openingHours = async () => {
      await held;
      return jsonResponse(SUNDAY_CLOSED_HOURS);
    };
    installApi();
    renderWithQueries(<ContactPage />);
    const pending = screen.getByTestId('contact-hours');
    expect(pending.dataset.state).toBe('pending');
    expect(pending.getAttribute('aria-hidden')).toBe('true');
    expect(pending.querySelectorAll('tr')).toHaveLength(7);
    // The holidays line's place is held too (the style sheet draws it, as the no-holidays line), so
    // the form below does not move.
    expect(pending.querySelectorAll('p.opening-week__closures.opening-week__closures--pending')).toHaveLength(1);
    expect(screen.queryByTestId('contact-closures')).toBeNull();
    expect(pending.textContent).not.toMatch(/\d/);
    expect(pending.textContent).not.toMatch(/holiday/i);
    expect(screen.queryByRole('table')).toBeNull();
    await act(async () => release());
    expect(await screen.findByRole('table', { name: 'Opening hours by day' })).toBeTruthy();
  });

  it('says to call when the hours cannot be read', async () => {
    openingHours = () => jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500);
    installApi();
    renderWithQueries(<ContactPage />);
    await waitFor(() => expect(screen.getByTestId('contact-hours').textContent).toBe(OPENING_HOURS_UNAVAILABLE_TEXT));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByTestId('contact-info').textContent).not.toMatch(/\d\d:\d\d/);
  });
});

describe('ContactPage: the form', () => {
  it('sends the five fields once with an Idempotency-Key and no token, then says so and clears the form', async () => {
    // A signed-in shopper's token does not go along: the call has no authentication (SPEC §7).
    sessionStorage.setItem('token', 'customer-token');
    installApi();
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    renderWithQueries(<ContactPage />);
    fill(FILLED);
    submit();

    const button = screen.getByTestId('contact-submit') as HTMLButtonElement;
    await waitFor(() => expect(button.textContent).toBe('Sending...'));
    expect(button.disabled).toBe(true);
    await act(async () => release());

    expect(await screen.findByText(SENT_TEXT)).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe('/api/contacts');
    expect(posts[0]!.body).toEqual(FILLED);
    expect(posts[0]!.headers['Idempotency-Key']).toMatch(UUID);
    expect(posts[0]!.headers.Authorization).toBeUndefined();
    for (const name of Object.keys(FILLED) as (keyof typeof FILLED)[]) expect(field(name).value).toBe('');
    expect(button.textContent).toBe('Send Message');
    expect(button.disabled).toBe(false);
  });

  it('sends with phone and subject left empty', async () => {
    installApi();
    renderWithQueries(<ContactPage />);
    fill({ name: 'Bo', email: 'bo@example.com', message: 'Hello' });
    submit();
    expect(await screen.findByText(SENT_TEXT)).toBeTruthy();
    expect(posts[0]!.body).toEqual({ name: 'Bo', email: 'bo@example.com', phone: '', subject: '', message: 'Hello' });
  });

  it.each([
    ['name', 'Please enter your name.'],
    ['email', 'Please enter your e-mail address.'],
    ['message', 'Please enter your message.'],
  ] as const)('sends nothing without a %s and says why beside the field', async (name, reason) => {
    const fetchSpy = installApi();
    renderWithQueries(<ContactPage />);
    fill({ ...FILLED, [name]: '   ' });
    submit();
    const error = await screen.findByTestId(`contact-${name}-error`);
    expect(error.textContent).toBe(reason);
    expect(field(name).getAttribute('aria-invalid')).toBe('true');
    expect(field(name).getAttribute('aria-describedby')).toBe(error.id);
    await waitFor(() => expect(document.activeElement).toBe(field(name)));
    expect(posts).toEqual([]);
    expect(fetchSpy.mock.calls.every(([url, init]) => isOpeningHoursRequest(String(url), init ?? {}))).toBe(true);
  });

  it('sends nothing with an e-mail that is not an address', async () => {
    const fetchSpy = installApi();
    renderWithQueries(<ContactPage />);
    fill({ ...FILLED, email: 'abc' });
    submit();
    expect((await screen.findByTestId('contact-email-error')).textContent).toMatch(/valid e-mail address/);
    fill({ email: 'ada@example' });
    submit();
    await screen.findByTestId('contact-email-error');
    expect(posts).toEqual([]);
    expect(fetchSpy.mock.calls.every(([url, init]) => isOpeningHoursRequest(String(url), init ?? {}))).toBe(true);
  });

  it('keeps the fields after a failure; sending again unchanged reuses the key, an edit makes a new one', async () => {
    installApi();
    answers = [500, 500];
    renderWithQueries(<ContactPage />);
    fill(FILLED);
    submit();
    expect(await screen.findByText(FAILED_TEXT)).toBeTruthy();
    expect(screen.getByText(FAILED_TEXT).closest('[role=alert]')).toBeTruthy();
    for (const name of Object.keys(FILLED) as (keyof typeof FILLED)[]) expect(field(name).value).toBe(FILLED[name]);

    submit();
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(await screen.findByText(FAILED_TEXT)).toBeTruthy();
    fill({ subject: 'Wedding flowers, please' });
    submit();
    expect(await screen.findByText(SENT_TEXT)).toBeTruthy();
    expect(screen.queryByText(FAILED_TEXT)).toBeNull();
    const keys = posts.map((post) => post.headers['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows the failure when the shop cannot be reached at all', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithQueries(<ContactPage />);
    fill(FILLED);
    submit();
    expect(await screen.findByText(FAILED_TEXT, undefined, { timeout: 5000 })).toBeTruthy();
    expect(field('message').value).toBe(FILLED.message);
  });
});
