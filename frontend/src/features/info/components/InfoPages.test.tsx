import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AboutPage from './AboutPage';
import DeliveryPage from './DeliveryPage';
import PolicyPage from './PolicyPage';

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

  it('/about is About The Shop, with the pickup address in New Jersey', () => {
    render(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About The Shop' })).toBeTruthy();
    expect(screen.getByText(/Garden Court Mall, 200 Meadow Road, Maple Township, NJ/)).toBeTruthy();
  });
});
