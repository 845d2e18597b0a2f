import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../app/layout/Footer';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { isOpeningHoursRequest, SUNDAY_CLOSED_HOURS, SUNDAY_CLOSED_SUMMARY } from '../../test/opening-hours-fixtures';
import { OpeningHours } from './OpeningHours';
import { OPENING_HOURS_UNAVAILABLE_TEXT } from './opening-hours-states';

/** The usual week, which the shop's details used to state: no screen may show it on its own any more. */
const USUAL_WEEK = 'Mon–Sat 10:00–20:00 · Sun 11:00–18:00';

/** Answers `GET /api/opening-hours` with `answer()` once `release` is called (at once without `hold`). */
function installApi(answer: () => Response | Promise<Response>, hold?: Promise<void>) {
  return mockFetch(async (url, init) => {
    if (!isOpeningHoursRequest(url, init)) throw new Error(`Unexpected request ${url}`);
    await hold;
    return answer();
  });
}

const renderFooter = () =>
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('OpeningHours: the one-line hours from GET /api/opening-hours', () => {
  it('shows what the schedule keeps (Sunday closed), not the usual week', async () => {
    const spy = installApi(() => jsonResponse(SUNDAY_CLOSED_HOURS, 200, { 'Cache-Control': 'public, max-age=60' }));
    render(<OpeningHours label="Opening hours: " testId="opening-hours" />);
    await waitFor(() => expect(screen.getByTestId('opening-hours').textContent).toBe(`Opening hours: ${SUNDAY_CLOSED_SUMMARY}`));
    expect(screen.getByTestId('opening-hours').getAttribute('aria-hidden')).toBeNull();
    expect(screen.queryByText(USUAL_WEEK, { exact: false })).toBeNull();
    expect(spy).toHaveBeenCalledTimes(1);
    const [[url, init]] = spy.mock.calls as unknown as [[string, RequestInit]];
    expect(url).toBe('/api/opening-hours');
    // Public: no customer token goes along.
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    // The browser may keep the answer its minute (only a schedule save reads past it).
    expect(init.cache).toBeUndefined();
  });

  it('holds the line while loading without stating or announcing any hours', async () => {
    let release!: () => void;
    installApi(() => jsonResponse(SUNDAY_CLOSED_HOURS), new Promise((resolve) => (release = resolve)));
    render(<OpeningHours label="Opening hours: " testId="opening-hours" />);
    const line = screen.getByTestId('opening-hours');
    expect(line.getAttribute('aria-hidden')).toBe('true');
    expect(line.className).toBe('opening-hours--pending');
    expect(line.textContent).not.toMatch(/\d/);
    expect(line.closest('[role=status],[aria-live]')).toBeNull();
    release();
    await waitFor(() => expect(screen.getByTestId('opening-hours').textContent).toBe(`Opening hours: ${SUNDAY_CLOSED_SUMMARY}`));
    expect(screen.getByTestId('opening-hours').getAttribute('aria-hidden')).toBeNull();
  });

  it.each([
    ['a failed answer', () => jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500)],
    ['an answer without its week', () => jsonResponse({ message: 'not the API' })],
  ])('says to call, without the label or any hours, after %s', async (_case, answer) => {
    installApi(answer);
    render(<OpeningHours label="Opening hours: " testId="opening-hours" />);
    expect(await screen.findByText(OPENING_HOURS_UNAVAILABLE_TEXT)).toBeTruthy();
    expect(OPENING_HOURS_UNAVAILABLE_TEXT).toBe("Call us on (609) 555-0142 for today's opening hours");
    expect(screen.getByTestId('opening-hours').textContent).toBe(OPENING_HOURS_UNAVAILABLE_TEXT);
  });

  it('keeps each run of days with its hours (and the "·" after it) on one line: a narrow line wraps between runs', async () => {
    installApi(() => jsonResponse(SUNDAY_CLOSED_HOURS));
    render(<OpeningHours label="Opening hours: " testId="opening-hours" />);
    await waitFor(() => expect(screen.getByTestId('opening-hours').textContent).toBe(`Opening hours: ${SUNDAY_CLOSED_SUMMARY}`));
    const runs = [...screen.getByTestId('opening-hours').querySelectorAll('.opening-hours__run')];
    expect(runs.map((run) => run.textContent)).toEqual(['Mon–Fri 10:00–20:00 ·', 'Sat 10:00–16:00 ·', 'Sun closed']);
  });

  it('reads the hours once for every line on the screen', async () => {
    const spy = installApi(() => jsonResponse(SUNDAY_CLOSED_HOURS));
    render(
      <>
        <OpeningHours testId="first" />
        <OpeningHours testId="second" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('second').textContent).toBe(SUNDAY_CLOSED_SUMMARY));
    expect(screen.getByTestId('first').textContent).toBe(SUNDAY_CLOSED_SUMMARY);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('Footer: the opening hours', () => {
  it('shows the schedule\'s week under its label, as the lines beside it: "Opening hours: … · Sun closed"', async () => {
    installApi(() => jsonResponse(SUNDAY_CLOSED_HOURS));
    renderFooter();
    await waitFor(() =>
      expect(screen.getByTestId('footer-hours').textContent).toBe(`Opening hours: ${SUNDAY_CLOSED_SUMMARY}`),
    );
    expect(screen.getByTestId('footer-hours').textContent).toContain('Sun closed');
    expect(screen.getByTestId('site-footer').textContent).not.toContain(USUAL_WEEK);
  });

  it('holds the label\'s place too while the hours load (the width held includes it)', () => {
    installApi(() => jsonResponse(SUNDAY_CLOSED_HOURS), new Promise(() => {}));
    renderFooter();
    const line = screen.getByTestId('footer-hours');
    expect(line.className).toBe('opening-hours--pending');
    expect(line.getAttribute('aria-hidden')).toBe('true');
    expect(line.textContent).toBe('Opening hours: ');
  });

  it('says to call when the hours cannot be read, never stale hours', async () => {
    installApi(() => jsonResponse({ statusCode: 503, message: 'Service unavailable' }, 503));
    renderFooter();
    // A 503 is asked once more before it counts as failed.
    await waitFor(() => expect(screen.getByTestId('footer-hours').textContent).toBe(OPENING_HOURS_UNAVAILABLE_TEXT), {
      timeout: 5000,
    });
    expect(screen.getByTestId('site-footer').textContent).not.toMatch(/\d\d:\d\d/);
  });
});
