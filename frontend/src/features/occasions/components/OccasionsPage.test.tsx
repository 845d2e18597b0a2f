import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithQueries } from '../../../test/render-with-queries';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OCCASION_CATEGORIES } from '../../../config/navigation';
import type { OccasionProduct } from '../../../lib/types/catalog';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import OccasionsPage from './OccasionsPage';

const products: OccasionProduct[] = [
  { _id: 'o2', name: 'Party Balloons', price: 59, category: 'birthday', images: ['/img/o2-1.webp', '/img/o2-2.webp'] },
  { _id: 'o1', name: 'Confetti Box', price: 49, category: 'birthday', images: ['/img/o1-1.webp'] },
  { _id: 'o3', name: 'Forever Roses', price: 95, category: 'anniversary', images: [] },
  { _id: 'o4', name: 'Spooky Pumpkin', price: 10, category: 'halloween' },
];

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

function renderPage() {
  renderWithQueries(
    <MemoryRouter initialEntries={['/occasions']}>
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
    expect(sections.map((element) => element.id)).toEqual(OCCASION_CATEGORIES.map((category) => category.id));
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

  it("shows 'Failed to load products' when the list cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => jsonResponse({ message: 'down' }, 503));
    renderPage();
    expect(await screen.findByText('Failed to load products')).toBeTruthy();
    expect(screen.queryAllByTestId('occasion-section')).toHaveLength(0);
  });

  it('jumps to a category with the side list, and the drawer closes when one is chosen', async () => {
    mockFetch(() => jsonResponse(products));
    renderPage();
    await screen.findAllByTestId('occasion-section');
    const list = screen.getByTestId('occasion-jump-list');
    expect(list.getAttribute('data-state')).toBe('closed');
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      OCCASION_CATEGORIES.map((category) => `/occasions#${category.id}`),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Jump to occasion' }));
    expect(list.getAttribute('data-state')).toBe('open');
    fireEvent.click(within(list).getByRole('link', { name: 'Get Well' }));
    expect(list.getAttribute('data-state')).toBe('closed');
    expect(screen.getByTestId('location').textContent).toBe('/occasions#get-well');
  });

  it('closes the drawer with its close button or Escape', async () => {
    mockFetch(() => jsonResponse(products));
    renderPage();
    await screen.findAllByTestId('occasion-section');
    const list = screen.getByTestId('occasion-jump-list');
    fireEvent.click(screen.getByRole('button', { name: 'Jump to occasion' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close occasion list' }));
    expect(list.getAttribute('data-state')).toBe('closed');
    fireEvent.click(screen.getByRole('button', { name: 'Jump to occasion' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(list.getAttribute('data-state')).toBe('closed');
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
