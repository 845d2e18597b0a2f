import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OPENING_HOURS_UNAVAILABLE_TEXT } from '../../../components/opening-hours/opening-hours-states';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { isOpeningHoursRequest, SUNDAY_CLOSED_HOURS, SUNDAY_CLOSED_SUMMARY } from '../../../test/opening-hours-fixtures';
import AboutPage from './AboutPage';
import DeliveryPage from './DeliveryPage';
import PolicyPage from './PolicyPage';

let openingHours: () => Response;

beforeEach(() => {
  openingHours = () => jsonResponse(SUNDAY_CLOSED_HOURS);
  mockFetch((url, init) => {
    if (!isOpeningHoursRequest(url, init)) throw new Error(`Unexpected request ${url}`);
    return openingHours();
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('static information pages', () => {
  it('/policy is the Substitution Policy', () => {
    render(<PolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Substitution Policy' })).toBeTruthy();
    expect(screen.getByText(/equal or greater value/)).toBeTruthy();
  });

  it('/delivery has the chart of SPEC §9 and the delivery time', () => {
    render(<DeliveryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery Information' })).toBeTruthy();
    const rows = within(screen.getByTestId('delivery-chart')).getAllByTestId('delivery-chart-row');
    expect(rows.map((row) => Array.from((row as HTMLTableRowElement).cells).map((cell) => cell.textContent))).toEqual([
      ['0–2 kg', 'up to 30cm', '$5'],
      ['2–5 kg', 'up to 50cm', '$10'],
      ['5–10 kg', 'up to 80cm', '$15'],
    ]);
    expect(screen.getByTestId('delivery-time').textContent).toContain('Delivery time 24–48 hours after confirmation');
  });

  it('/delivery states the pickup hours the schedule keeps', async () => {
    render(<DeliveryPage />);
    await waitFor(() =>
      expect(screen.getByTestId('delivery-hours').textContent).toBe(`Opening hours: ${SUNDAY_CLOSED_SUMMARY}`),
    );
  });

  it('/delivery says to call when the hours cannot be read', async () => {
    openingHours = () => jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500);
    render(<DeliveryPage />);
    await waitFor(() => expect(screen.getByTestId('delivery-hours').textContent).toBe(OPENING_HOURS_UNAVAILABLE_TEXT));
  });

  it('/about is About The Shop, with the pickup address in New Jersey and the hours the schedule keeps', async () => {
    render(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About The Shop' })).toBeTruthy();
    expect(screen.getByText(/Garden Court Mall, 200 Meadow Road, Maple Township, NJ/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('about-hours').textContent).toBe(SUNDAY_CLOSED_SUMMARY));
  });
});
