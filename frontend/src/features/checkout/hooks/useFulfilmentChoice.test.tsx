import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FulfilmentMode } from '@shop-rules/fulfilment-schedule';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { testQueryClient } from '../../../test/render-with-queries';
import { calendarFixture } from '../model/calendar-test-data';
import { EMPTY_CHECKOUT_FORM, type CheckoutFormValues } from '../model/checkout-form';
import { useFulfilmentChoice } from './useFulfilmentChoice';

/** The fixture's calendars, except that delivery is too soon on Friday 27 (never the next morning's). */
function answerCalendars() {
  mockFetch((url) => {
    const mode = new URL(url, 'http://shop.test').searchParams.get('delivery') as FulfilmentMode;
    const calendar = calendarFixture(mode);
    if (mode === 'delivery') {
      calendar.days = calendar.days.map((day) =>
        day.date === '2026-11-27' ? { ...day, available: false, reason: 'too-soon' as const } : day,
      );
    }
    return jsonResponse(calendar);
  });
}

function renderChoice(initialMode: FulfilmentMode) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(
    ({ mode }: { mode: FulfilmentMode }) => {
      const form = useForm<CheckoutFormValues>({ defaultValues: EMPTY_CHECKOUT_FORM });
      return useFulfilmentChoice(form, mode, () => undefined);
    },
    { wrapper, initialProps: { mode: initialMode } },
  );
}

describe('the date offered in step 2', () => {
  beforeEach(() => sessionStorage.clear());

  it('offers the earliest date of the other mode when the one offered does not hold there', async () => {
    answerCalendars();
    const { result, rerender } = renderChoice('pickup');
    await waitFor(() => expect(result.current.choice).toEqual({ date: '2026-11-27', window: { start: '12:00', end: '14:00' } }));

    rerender({ mode: 'delivery' });
    await waitFor(() => expect(result.current.choice).toEqual({ date: '2026-11-30' }));
    expect(result.current.gap).toBeNull();
  });

  it("keeps the shopper's own date and asks for another when it does not hold for delivery", async () => {
    answerCalendars();
    const { result, rerender } = renderChoice('pickup');
    await waitFor(() => expect(result.current.choice?.date).toBe('2026-11-27'));
    act(() => result.current.chooseDate('2026-11-27'));

    rerender({ mode: 'delivery' });
    await waitFor(() => expect(result.current.calendar?.mode).toBe('delivery'));
    expect(result.current.choice?.date).toBe('2026-11-27');
    expect(result.current.gap).toBe('date-unavailable');
  });
});
