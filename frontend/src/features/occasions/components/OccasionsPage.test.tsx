import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithQueries } from '../../../test/render-with-queries';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OCCASIONS } from '../../../config/navigation';
import type { OccasionProduct } from '../../../lib/api/schemas';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import OccasionsPage from './OccasionsPage';
import { records } from '../../../test/api-records';

vi.mock('tabbable', async (original) => (await import('../../../test/tabbable-in-jsdom')).tabbableInJsdom(original));

const products = records<OccasionProduct>([
  { _id: 'o2', name: 'Party Balloons', price: 59, category: 'birthday', images: ['/img/o2-1.webp', '/img/o2-2.webp'] },
  { _id: 'o1', name: 'Confetti Box', price: 49, category: 'birthday', images: ['/img/o1-1.webp'] },
  { _id: 'o3', name: 'Forever Roses', price: 95, category: 'anniversary', images: [] },
  { _id: 'o4', name: 'Spooky Pumpkin', price: 10, category: 'halloween' },
]);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

function renderPage(path = '/occasions') {
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <OccasionsPage />
      <LocationProbe />
    </MemoryRouter>,
  );
}

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const section = (id: string) => screen.getAllByTestId('occasion-section').find((element) => element.id === id)!;

describe('OccasionsPage', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 0, configurable: true });
  });

  it("shows 'Loading products…' and then the sections", async () => {
    const fetchSpy = mockFetch(() => jsonResponse(products));
    renderPage();
    expect(screen.getByTestId('products-loading')).toBeTruthy();
    await screen.findAllByTestId('occasion-section');
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/occasion-products');
  });

  it('has the eight sections in order, each product in its own category only, low to high', async () => {
    mockFetch(() => jsonResponse(products));
    renderPage();
    const sections = await screen.findAllByTestId('occasion-section');
    expect(sections.map((element) => element.id)).toEqual(OCCASIONS.map((category) => category.id));
    expect(within(section('birthday')).getByRole('heading', { level: 2 }).textContent).toBe('Birthday');
    expect(within(section('fathers-day')).getByRole('heading', { level: 2 }).textContent).toBe("Father's Day");
    const names = (id: string) => within(section(id)).queryAllByTestId('product-name').map((name) => name.textContent);
    expect(names('birthday')).toEqual(['Confetti Box', 'Party Balloons']);
    expect(names('anniversary')).toEqual(['Forever Roses']);
    expect(screen.queryByText('Spooky Pumpkin')).toBeNull();
    expect(screen.getAllByTestId('occasion-card')).toHaveLength(3);
  });

  it('shows the empty text in a category without products', async () => {
    mockFetch(() => jsonResponse(products));
    renderPage();
    await screen.findAllByTestId('occasion-section');
    expect(within(section('get-well')).getByText('No products available in this category yet.')).toBeTruthy();
    expect(within(section('birthday')).queryByText('No products available in this category yet.')).toBeNull();
    expect(screen.getAllByText('No products available in this category yet.')).toHaveLength(6);
  });

  it('links every product to its detail page with View Details', async () => {
    mockFetch(() => jsonResponse(products));
    renderPage();
    await screen.findAllByTestId('occasion-section');
    const links = screen.getAllByRole('link', { name: 'View Details' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/occasions/o1', '/occasions/o2', '/occasions/o3']);
  });

  it('shows its sections under an address whose #hash is not valid percent-encoding (the page failed)', async () => {
    mockFetch(() => jsonResponse(products));
    renderPage('/occasions#50%off');
    expect(await screen.findAllByTestId('occasion-section')).toHaveLength(OCCASIONS.length);
    expect(screen.getByTestId('occasion-jump-list')).toBeTruthy();
  });

  it("shows 'Failed to load products' when the list cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => jsonResponse({ message: 'down' }, 503));
    renderPage();
    expect(await screen.findByText('Failed to load products')).toBeTruthy();
    expect(screen.queryAllByTestId('occasion-section')).toHaveLength(0);
  });

  it('jumps to a category with the side list and lands focus on its heading', async () => {
    mockFetch(() => jsonResponse(products));
    renderPage();
    await screen.findAllByTestId('occasion-section');
    const list = screen.getByTestId('occasion-jump-list');
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      OCCASIONS.map((category) => `/occasions#${category.id}`),
    );

    fireEvent.click(within(list).getByRole('link', { name: 'Get Well' }));
    expect(screen.getByTestId('location').textContent).toBe('/occasions#get-well');
    expect(document.activeElement).toBe(within(section('get-well')).getByRole('heading', { level: 2 }));
  });

  it('opened at a #category with the focus on nothing, puts the focus on that heading once the sections are drawn', async () => {
    mockFetch(() => jsonResponse(products));
    renderPage('/occasions#anniversary');
    await screen.findAllByTestId('occasion-section');
    const heading = within(section('anniversary')).getByRole('heading', { level: 2 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('opened at a #category, leaves a focus held elsewhere where it is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockFetch(() => jsonResponse(products));
      renderPage('/occasions#anniversary');
      const toggle = screen.getByTestId('occasion-jump-open');
      act(() => toggle.focus());
      await screen.findAllByTestId('occasion-section');
      act(() => vi.runOnlyPendingTimers());
      expect(document.activeElement).toBe(toggle);
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks the section being read in the jump list as the page scrolls, and none back at the top', async () => {
    mockFetch(() => jsonResponse(products));
    renderPage();
    await screen.findAllByTestId('occasion-section');
    const ids: string[] = OCCASIONS.map((category) => category.id);
    // jsdom lays nothing out: each section is 600 px tall, the first starting 500 px down the page.
    let scrolled = 0;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const index = ids.indexOf(this.id);
      const top = index < 0 ? 0 : 500 + index * 600 - scrolled;
      return { top, bottom: top + 600, left: 0, right: 0, width: 0, height: 600, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
    });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 6000, configurable: true });
    const list = screen.getByTestId('occasion-jump-list');
    const marked = () =>
      within(list)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'location')
        .map((link) => link.textContent);
    const scrollTo = async (y: number) => {
      scrolled = y;
      setScrollY(y);
      // Measured in the next animation frame.
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    };

    fireEvent.click(within(list).getByRole('link', { name: 'Get Well' }));
    await scrollTo(500 + 5 * 600);
    expect(marked()).toEqual(['Get Well']);
    expect(within(list).getByRole('link', { name: 'Get Well' }).className).toContain('occasion-jump__link--current');
    await scrollTo(500 + 3 * 600 + 200);
    expect(marked()).toEqual(['Anniversary']);
    // Back at the top, above the first section, no section is being read.
    await scrollTo(0);
    expect(marked()).toEqual([]);
    expect(list.querySelector('.occasion-jump__link--current')).toBeNull();
  });

  describe('the drawer (small screens)', () => {
    const toggle = () => screen.getByRole('button', { name: 'Jump to occasion' });
    const drawer = () => screen.queryByRole('dialog', { name: 'Jump to occasion' });

    async function openDrawer() {
      mockFetch(() => jsonResponse(products));
      renderPage();
      await screen.findAllByTestId('occasion-section');
      // Focus first, as a real click or key press would: the drawer gives focus back to its opener.
      toggle().focus();
      fireEvent.click(toggle());
      return drawer()!;
    }

    it('is a modal dialog holding the list: focus moves in and the page behind is inert', async () => {
      const dialog = await openDrawer();
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(toggle().getAttribute('aria-expanded')).toBe('true');
      expect(within(dialog).getByTestId('occasion-jump-list')).toBeTruthy();
      expect(dialog.contains(document.activeElement)).toBe(true);
      expect(screen.getByTestId('occasions-page').closest('[inert]')).not.toBeNull();
    });

    it('keeps Tab inside: past the last category it wraps to the close button', async () => {
      const dialog = await openDrawer();
      const last = within(dialog).getByRole('link', { name: 'Congratulations' });
      last.focus();
      fireEvent.keyDown(last, { key: 'Tab' });
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close occasion list' }));
      fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
      expect(document.activeElement).toBe(last);
    });

    it('closes with Escape or its close button, giving focus back to the toggle', async () => {
      await openDrawer();
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(drawer()).toBeNull();
      expect(document.activeElement).toBe(toggle());
      expect(toggle().getAttribute('aria-expanded')).toBe('false');
      expect(screen.getByTestId('occasions-page').closest('[inert]')).toBeNull();

      fireEvent.click(toggle());
      fireEvent.click(screen.getByRole('button', { name: 'Close occasion list' }));
      expect(drawer()).toBeNull();
      expect(document.activeElement).toBe(toggle());
    });

    it('closes when a category is chosen and moves focus to that section heading', async () => {
      const dialog = await openDrawer();
      fireEvent.click(within(dialog).getByRole('link', { name: 'Get Well' }));
      expect(drawer()).toBeNull();
      expect(screen.getByTestId('location').textContent).toBe('/occasions#get-well');
      expect(document.activeElement).toBe(within(section('get-well')).getByRole('heading', { level: 2 }));
    });
  });

  it('puts the focus at the top of the page with the scroll, as the button goes away there', async () => {
    mockFetch(() => jsonResponse(products));
    renderWithQueries(
      <MemoryRouter initialEntries={['/occasions']}>
        <main tabIndex={-1}>
          <OccasionsPage />
        </main>
      </MemoryRouter>,
    );
    await screen.findAllByTestId('occasion-section');
    setScrollY(350);
    const button = screen.getByRole('button', { name: 'Scroll to top' });
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement).toBe(screen.getByRole('main'));
    setScrollY(0);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('shows the scroll-to-top button only past 300px, and it scrolls to the top', async () => {
    mockFetch(() => jsonResponse(products));
    renderPage();
    await screen.findAllByTestId('occasion-section');
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();

    setScrollY(250);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    setScrollY(350);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    setScrollY(0);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  });
});
