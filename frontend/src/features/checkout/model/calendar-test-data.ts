import type {
  FulfilmentMode,
  CalendarDay,
  FulfilmentCalendar,
  UnavailableReason,
} from '@shop-rules/fulfilment-schedule';

/*
 * A small shop calendar for the checkout's unit tests: Thursday 26 November 2026 is today (too
 * soon), Friday 27 is open (its first pickup window has started), Saturday 28 is full, Sunday 29
 * is closed, Monday 30 is open, Tuesday 1 December is a holiday.
 */
const WINDOWS = [
  { start: '10:00', end: '12:00' },
  { start: '12:00', end: '14:00' },
  { start: '14:00', end: '16:00' },
];

function day(date: string, weekday: number, reason?: UnavailableReason, closedWindows = 0): CalendarDay {
  return {
    date,
    weekday,
    available: reason === undefined,
    ...(reason ? { reason } : {}),
    windows: reason ? [] : WINDOWS.map((window, index) => ({ ...window, available: index >= closedWindows })),
  };
}

export function calendarFixture(mode: FulfilmentMode): FulfilmentCalendar {
  const days = [
    day('2026-11-26', 4, 'too-soon'),
    day('2026-11-27', 5, undefined, 1),
    day('2026-11-28', 6, 'full'),
    day('2026-11-29', 0, 'closed'),
    day('2026-11-30', 1),
    day('2026-12-01', 2, 'blackout'),
  ];
  return {
    timeZone: 'America/New_York',
    today: '2026-11-26',
    generatedAt: '2026-11-26T15:00:00.000Z',
    mode,
    days: mode === 'pickup' ? days : days.map((entry) => ({ ...entry, windows: [] })),
  };
}
