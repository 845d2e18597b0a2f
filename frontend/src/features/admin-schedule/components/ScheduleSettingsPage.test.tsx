import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FULFILMENT_SETTINGS, type AdminCalendarDay, type FulfilmentSettings } from '@shop-rules/fulfilment-schedule';
import type { Order } from '../../../lib/api/schemas';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { openingHoursAnswer } from '../../../test/opening-hours-fixtures';
import { renderAdminPage } from '../../../test/render-admin-page';
import { SAVED_TEXT, SAVE_FAILED_TEXT } from '../hooks/useScheduleSettings';
import ScheduleSettingsPage from './ScheduleSettingsPage';

const STORED: FulfilmentSettings = {
  ...DEFAULT_FULFILMENT_SETTINGS,
  closedWeekdays: [0],
  blackoutDates: ['2026-12-25'],
  capacityOverrides: [{ date: '2026-12-24', capacity: 80 }],
};

interface Call {
  method: string;
  body?: FulfilmentSettings;
  auth: string | null;
}

let calls: Call[];
let answer: (body: FulfilmentSettings) => Response;
/** The pickup calendar read after a save: its days' bookings under the saved settings. */
let calendarDays: Partial<AdminCalendarDay>[];
/** Every order of a date, as the admin orders list answers `?date=`. */
let dayOrders: Record<string, Partial<Order>[]>;
/** The storefront's opening-hours reads (a save refreshes them past the browser's HTTP cache). */
let hoursReads: RequestInit[];
/** What a read answers: the stored settings unless a test says otherwise. */
let load: () => Response;

beforeEach(() => {
  // The dates below are in the future of this day (past dates are refused); only Date is faked.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T15:00:00Z') });
  sessionStorage.setItem('adminToken', 'admin-jwt');
  calls = [];
  answer = (body) => jsonResponse({ ...body, updatedAt: '2026-11-26T15:00:00.000Z' });
  load = () => jsonResponse(STORED);
  calendarDays = [];
  dayOrders = {};
  hoursReads = [];
  mockFetch((url, init) => {
    if (url === '/api/admin/fulfilment/calendar?delivery=pickup') {
      expect(new Headers(init.headers).get('Authorization')).toBe('Bearer admin-jwt');
      return jsonResponse({ mode: 'pickup', days: calendarDays });
    }
    if (url.startsWith('/api/orders?')) {
      const orders = dayOrders[new URL(url, 'http://shop').searchParams.get('date')!] ?? [];
      return jsonResponse(orders, 200, { 'X-Total-Count': String(orders.length) });
    }
    if (url === '/api/opening-hours') {
      hoursReads.push(init);
      return jsonResponse(openingHoursAnswer());
    }
    expect(url).toBe('/api/admin/fulfilment-settings');
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(init.body as string) as FulfilmentSettings) : undefined;
    calls.push({ method, body, auth: new Headers(init.headers).get('Authorization') });
    return method === 'PUT' ? answer(body!) : load();
  });
});

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const change = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });

afterEach(() => {
  vi.useRealTimers();
});

describe('admin: delivery & pickup settings (issue 13)', () => {
  it("refuses a past date for a holiday or a day's own capacity, saying so, and keeps the list as it was", async () => {
    renderAdminPage('/admin/schedule', <ScheduleSettingsPage />);
    await screen.findByTestId('admin-schedule-form');
    change('schedule-blackout-input', '2026-11-20');
    fireEvent.click(screen.getByTestId('schedule-blackout-add'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Friday, November 20, 2026 is in the past: choose today or a later date.',
    );
    expect(screen.getAllByTestId('schedule-blackout').map((entry) => entry.dataset.date)).toEqual(['2026-12-25']);
    change('schedule-override-date', '2026-11-26');
    change('schedule-override-capacity', '0');
    fireEvent.click(screen.getByTestId('schedule-override-add'));
    expect(screen.getByText('Thursday, November 26, 2026 is in the past: choose today or a later date.')).toBeTruthy();
    // Today itself can still be closed (e.g. an emergency).
    change('schedule-blackout-input', '2026-11-27');
    fireEvent.click(screen.getByTestId('schedule-blackout-add'));
    expect(screen.getAllByTestId('schedule-blackout').map((entry) => entry.dataset.date)).toEqual(['2026-11-27', '2026-12-25']);
  });

  it('shows the stored settings and saves them whole, with the admin token', async () => {
    renderAdminPage('/admin/schedule', <ScheduleSettingsPage />);
    await screen.findByTestId('admin-schedule-form');
    expect(calls[0]).toEqual({ method: 'GET', body: undefined, auth: 'Bearer admin-jwt' });
    expect(input('schedule-sameDayCutoff').value).toBe('14:00');
    expect(input('schedule-closed-0').checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).toBe(input('schedule-closed-6'));
    expect(within(screen.getByRole('list', { name: 'Holidays' })).getByText('Friday, December 25, 2026')).toBeTruthy();
    expect((screen.getByLabelText(/^Orders on Thursday, December 24, 2026/) as HTMLInputElement).value).toBe('80');

    change('schedule-sameDayCutoff', '12:30');
    change('schedule-leadTimeDays', '1');
    fireEvent.click(input('schedule-closed-1'));
    fireEvent.click(input('schedule-closed-0'));
    change('schedule-blackout-input', '2026-12-01');
    fireEvent.click(screen.getByTestId('schedule-blackout-add'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Friday, December 25, 2026' }));
    change('schedule-override-date', '2026-11-28');
    change('schedule-override-capacity', '0');
    fireEvent.click(screen.getByTestId('schedule-override-add'));
    change('schedule-dailyCapacity', '25');
    change('schedule-close-6', '17:00');
    change('schedule-pickupWindowMinutes', '60');
    change('schedule-bookingHorizonDays', '14');
    fireEvent.click(screen.getByTestId('schedule-save'));

    expect(await screen.findByText(SAVED_TEXT)).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.auth).toBe('Bearer admin-jwt');
    expect(put.body).toEqual({
      sameDayCutoff: '12:30',
      leadTimeDays: 1,
      closedWeekdays: [1],
      blackoutDates: ['2026-12-01'],
      dailyCapacity: 25,
      capacityOverrides: [
        { date: '2026-11-28', capacity: 0 },
        { date: '2026-12-24', capacity: 80 },
      ],
      openingHours: DEFAULT_FULFILMENT_SETTINGS.openingHours.map((hours, weekday) =>
        weekday === 6 ? { open: '10:00', close: '17:00' } : hours,
      ),
      pickupWindowMinutes: 60,
      bookingHorizonDays: 14,
    });
    // The storefront's hours are read again, past the minute the browser may keep the old ones.
    await waitFor(() => expect(hoursReads.map((init) => init.cache)).toEqual(['reload']));
    // Every setting is edited once: more renders than the default 5 s allow on a loaded machine.
  }, 20_000);

  it('after a save, names the dates whose booked orders the settings now close or overfill', async () => {
    calendarDays = [
      { date: '2026-11-27', booked: 3, capacity: 40, available: true },
      { date: '2026-11-28', booked: 13, capacity: 5, available: false, reason: 'full' },
      { date: '2026-11-29', booked: 2, capacity: 40, available: false, reason: 'closed' },
      { date: '2026-11-30', booked: 0, capacity: 40, available: false, reason: 'blackout' },
      { date: '2026-12-01', booked: 1, capacity: 40, available: false, reason: 'blackout' },
    ];
    renderAdminPage('/admin/schedule', <ScheduleSettingsPage />);
    await screen.findByTestId('admin-schedule-form');
    expect(screen.queryByTestId('schedule-stranded')).toBeNull();
    fireEvent.click(screen.getByTestId('schedule-save'));
    const notice = await screen.findByTestId('schedule-stranded');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(within(notice).getAllByTestId('schedule-stranded-day').map((day) => day.textContent)).toEqual([
      'Saturday, November 28, 2026: 13 orders, only 5 places now',
      'Sunday, November 29, 2026: 2 orders, the shop is now closed that weekday',
      'Tuesday, December 1, 2026: 1 order, it is now a holiday',
    ]);
    // A save that strands nothing clears the notice.
    calendarDays = [];
    fireEvent.click(screen.getByTestId('schedule-save'));
    await waitFor(() => expect(screen.queryByTestId('schedule-stranded')).toBeNull());
  });

  it('after a save, names the dates whose booked pickup times the new opening hours no longer cover', async () => {
    const pickup = (start: string, end: string, status: Order['status'] = 'Pending'): Partial<Order> => ({
      delivery: 'pickup',
      status,
      fulfilment: { date: '2026-12-03', window: { start, end } },
    });
    calendarDays = [
      { date: '2026-12-02', booked: 1, capacity: 40, available: true, weekday: 3 },
      { date: '2026-12-03', booked: 4, capacity: 40, available: true, weekday: 4 },
    ];
    dayOrders = {
      '2026-12-02': [{ ...pickup('10:00', '12:00'), fulfilment: { date: '2026-12-02', window: { start: '10:00', end: '12:00' } } }],
      '2026-12-03': [
        pickup('12:00', '14:00'),
        pickup('16:00', '18:00'),
        pickup('10:00', '12:00', 'Cancelled'),
        { delivery: 'delivery', status: 'Pending', fulfilment: { date: '2026-12-03' } },
      ],
    };
    renderAdminPage('/admin/schedule', <ScheduleSettingsPage />);
    await screen.findByTestId('admin-schedule-form');
    // Thursdays now open at 14:00: the 12:00–14:00 pickup on Thursday, December 3 is left outside.
    change('schedule-open-4', '14:00');
    fireEvent.click(screen.getByTestId('schedule-save'));
    const notice = await screen.findByTestId('schedule-stranded');
    expect(within(notice).getAllByTestId('schedule-stranded-day').map((day) => day.textContent)).toEqual([
      'Thursday, December 3, 2026: 1 order, picked up at 12:00–14:00, now outside the opening hours',
    ]);
  });

  it('saves once when Save is pressed twice at once', async () => {
    renderAdminPage('/admin/schedule', <ScheduleSettingsPage />);
    await screen.findByTestId('admin-schedule-form');
    fireEvent.click(screen.getByTestId('schedule-save'));
    fireEvent.click(screen.getByTestId('schedule-save'));
    expect(await screen.findByText(SAVED_TEXT)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('refuses out-of-range numbers and backwards hours before sending, with the reason by the field', async () => {
    renderAdminPage('/admin/schedule', <ScheduleSettingsPage />);
    await screen.findByTestId('admin-schedule-form');
    change('schedule-dailyCapacity', '0');
    change('schedule-close-2', '09:00');
    fireEvent.click(screen.getByTestId('schedule-save'));
    expect((await screen.findByTestId('schedule-dailyCapacity-error')).textContent).toBe(
      'Orders per day must be a whole number from 1 to 1000.',
    );
    expect(input('schedule-dailyCapacity').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('schedule-close-2-error').textContent).toBe('Tuesday must open before it closes.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it("shows the server's reasons by the settings they name, in the page's words, and a toast", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = () =>
      jsonResponse(
        {
          statusCode: 400,
          code: 'VALIDATION',
          message: ['leadTimeDays must be a whole number from 0 to 14', 'closedWeekdays must leave at least one weekday open'],
        },
        400,
      );
    renderAdminPage('/admin/schedule', <ScheduleSettingsPage />);
    await screen.findByTestId('admin-schedule-form');
    fireEvent.click(screen.getByTestId('schedule-save'));
    expect(await screen.findByText(SAVE_FAILED_TEXT)).toBeTruthy();
    expect(screen.getByTestId('schedule-leadTimeDays-error').textContent).toBe('Lead time must be a whole number from 0 to 14.');
    // The server's reason about the weekdays is said where the page's own is: right after the boxes.
    expect(within(screen.getByTestId('schedule-weekdays')).getByRole('alert').textContent).toBe(
      'At least one day must stay open.',
    );
    expect(screen.queryByTestId('schedule-closed-error')).toBeNull();
    await waitFor(() => expect(input('schedule-leadTimeDays').getAttribute('aria-invalid')).toBe('true'));
  });

  it('with every weekday ticked closed, says at least one must stay open and sends nothing until one is cleared', async () => {
    renderAdminPage('/admin/schedule', <ScheduleSettingsPage />);
    await screen.findByTestId('admin-schedule-form');
    // The stored settings close Sundays already.
    for (let weekday = 1; weekday < 7; weekday++) fireEvent.click(input(`schedule-closed-${weekday}`));
    fireEvent.click(screen.getByTestId('schedule-save'));
    const reason = await screen.findByTestId('schedule-weekdays-error');
    expect(reason.textContent).toBe('At least one day must stay open.');
    expect(reason.getAttribute('role')).toBe('alert');
    // Right after the weekday boxes (in their group, before the holidays), not at the section's foot.
    const weekdays = screen.getByTestId('schedule-weekdays');
    expect(weekdays.contains(reason)).toBe(true);
    const boxes = within(weekdays).getByRole('group', { name: 'Closed every week' });
    expect(boxes.nextElementSibling).toBe(reason);
    expect(boxes.getAttribute('aria-invalid')).toBe('true');
    expect(boxes.getAttribute('aria-describedby')?.split(' ')).toContain(reason.id);
    expect(screen.queryByTestId('schedule-closed-error')).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(document.body.textContent).not.toMatch(/closedWeekdays|weekday open/);

    fireEvent.click(input('schedule-closed-3'));
    await waitFor(() => expect(screen.queryByTestId('schedule-weekdays-error')).toBeNull());
    expect(boxes.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(screen.getByTestId('schedule-save'));
    expect(await screen.findByText(SAVED_TEXT)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body?.closedWeekdays).toEqual([0, 1, 2, 4, 5, 6]);
  });

  it("does not ask for a closed day's hours: cleared, they save as that weekday's default hours", async () => {
    renderAdminPage('/admin/schedule', <ScheduleSettingsPage />);
    await screen.findByTestId('admin-schedule-form');
    // Sunday is closed in the stored settings: the hint says its hours are not used, and they are not required.
    expect(screen.getByTestId('schedule-day-closed-0').textContent).toBe('Closed every week: these hours are not used.');
    expect(screen.getByTestId('schedule-day-0').getAttribute('aria-describedby')).toBe(
      screen.getByTestId('schedule-day-closed-0').id,
    );
    expect(input('schedule-open-0').getAttribute('aria-required')).toBeNull();
    expect(input('schedule-open-1').getAttribute('aria-required')).toBe('true');
    expect(screen.queryByTestId('schedule-day-closed-1')).toBeNull();
    // Not disabled: the form would then send nothing for them.
    expect(input('schedule-open-0').disabled).toBe(false);

    change('schedule-open-0', '');
    change('schedule-close-0', '');
    // Monday closed too, its closing time left earlier than its opening.
    fireEvent.click(input('schedule-closed-1'));
    expect(screen.getByTestId('schedule-day-closed-1')).toBeTruthy();
    change('schedule-close-1', '09:00');
    fireEvent.click(screen.getByTestId('schedule-save'));

    expect(await screen.findByText(SAVED_TEXT)).toBeTruthy();
    expect(screen.queryByText('Enter a time, like 14:00.')).toBeNull();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body?.closedWeekdays).toEqual([0, 1]);
    // The server needs valid hours for all seven days: the closed days' go as their default hours.
    expect(put.body?.openingHours).toEqual(DEFAULT_FULFILMENT_SETTINGS.openingHours);
    expect(put.body?.openingHours[0]).toEqual({ open: '11:00', close: '18:00' });
  });

  it("asks for a day's hours again once its closed box is cleared, and not once it is ticked again", async () => {
    renderAdminPage('/admin/schedule', <ScheduleSettingsPage />);
    await screen.findByTestId('admin-schedule-form');
    fireEvent.click(input('schedule-closed-2'));
    change('schedule-open-2', '');
    fireEvent.click(input('schedule-closed-2'));
    expect(screen.queryByTestId('schedule-day-closed-2')).toBeNull();
    fireEvent.click(screen.getByTestId('schedule-save'));
    expect((await screen.findByTestId('schedule-open-2-error')).textContent).toBe('Enter a time, like 14:00.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    // Ticked closed again, the reason goes at once (the box checks that day's hours again).
    fireEvent.click(input('schedule-closed-2'));
    await waitFor(() => expect(screen.queryByTestId('schedule-open-2-error')).toBeNull());
    fireEvent.click(screen.getByTestId('schedule-save'));
    expect(await screen.findByText(SAVED_TEXT)).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body?.closedWeekdays).toEqual([0, 2]);
    expect(put.body?.openingHours[2]).toEqual(DEFAULT_FULFILMENT_SETTINGS.openingHours[2]);
  });

  it('says when the settings cannot be loaded and loads them again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load = () => jsonResponse({ statusCode: 500, message: 'down' }, 500);
    renderAdminPage('/admin/schedule', <ScheduleSettingsPage />);
    const error = await screen.findByTestId('admin-schedule-load-error');
    load = () => jsonResponse(STORED);
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('admin-schedule-form')).toBeTruthy();
  });

  it('opens the admin login when the session has ended, like every admin screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load = () => jsonResponse({ statusCode: 401, message: 'Sign in' }, 401);
    renderAdminPage('/admin/schedule', <ScheduleSettingsPage />);
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
  });
});
