import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithQueries } from '../../../test/render-with-queries';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Box } from '../../../lib/api/schemas';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { BoxesPage } from './BoxesPage';
import { records } from '../../../test/api-records';

const boxes = records<Box>([
  { _id: 'b2', name: 'Peony Box', price: 45, imageUrl: '/api/images/b2.webp' },
  { _id: 'b1', name: 'Rose Box', price: '$30.50', imageUrl: '/api/images/b1.webp' },
  { _id: 'b3', name: 'Vintage Box', boxPrice: 60, imageUrl: '/api/images/b3.webp' },
]);

/** Serves the boxes in the order the sort asks for, like the gateway. */
function serveBoxes(url: string): Response {
  const descending = new URL(url, 'http://shop.test').searchParams.get('sort') === 'price_desc';
  const prices: Record<string, number> = { b1: 30.5, b2: 45, b3: 60 };
  const sorted = [...boxes].sort((a, b) => (descending ? -1 : 1) * (prices[a._id]! - prices[b._id]!));
  return jsonResponse(sorted);
}

function renderPage(onAddToCart = vi.fn()) {
  renderWithQueries(
    <MemoryRouter>
      <BoxesPage onAddToCart={onAddToCart} />
    </MemoryRouter>,
  );
  return { onAddToCart };
}

const cardNames = () => screen.getAllByTestId('box-card').map((card) => within(card).getByTestId('product-name').textContent);

describe('BoxesPage', () => {
  it('shows "Loading products…" while the list is on its way', () => {
    mockFetch(() => new Promise<Response>(() => {}));
    renderPage();
    expect(screen.getByTestId('products-loading').textContent).toBe('Loading products…');
    expect(screen.queryAllByTestId('box-card')).toHaveLength(0);
  });

  it('shows "Failed to load products" in the grid when the request fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => jsonResponse({ statusCode: 503, message: 'Catalog unavailable' }, 503));
    renderPage();
    const error = await screen.findByText('Failed to load products');
    expect(error.className).toContain('product-grid__message--error');
    expect(screen.getByTestId('product-grid').contains(error)).toBe(true);
    expect(screen.queryAllByTestId('box-card')).toHaveLength(0);
    expect(screen.queryByText('Loading products…')).toBeNull();
  });

  it('lists boxes low to high by default, with count, images and dollar prices', async () => {
    const fetchSpy = mockFetch(serveBoxes);
    renderPage();

    await screen.findAllByTestId('box-card');
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/boxes?sort=price_asc');
    expect(cardNames()).toEqual(['Rose Box', 'Peony Box', 'Vintage Box']);
    expect(screen.getByTestId('product-count').textContent).toBe('3');
    expect(screen.getAllByTestId('product-price').map((price) => price.textContent)).toEqual(['$30.50', '$45.00', '$60.00']);
    const firstCard = screen.getAllByTestId('box-card')[0]!;
    expect(within(firstCard).getByRole('img').getAttribute('src')).toBe('/api/images/b1.webp');
  });

  it('offers exactly the two sort options and reloads from the API when the sort changes', async () => {
    const fetchSpy = mockFetch(serveBoxes);
    renderPage();
    await screen.findAllByTestId('box-card');

    const select = screen.getByTestId('sort-select') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => [option.value, option.text])).toEqual([
      ['price_asc', 'Price: Low to High'],
      ['price_desc', 'Price: High to Low'],
    ]);
    expect(select.value).toBe('price_asc');

    fireEvent.change(select, { target: { value: 'price_desc' } });
    // The grid keeps its cards (no loading text) while the new order is fetched.
    expect(screen.queryByTestId('products-loading')).toBeNull();
    expect(screen.getAllByTestId('box-card')).toHaveLength(3);
    await waitFor(() => expect(fetchSpy.mock.calls.at(-1)![0]).toBe('/api/boxes?sort=price_desc'));
    await waitFor(() => expect(cardNames()).toEqual(['Vintage Box', 'Peony Box', 'Rose Box']));
  });

  it('sorts by price even if the server ignores the sort', async () => {
    mockFetch(() => jsonResponse(boxes));
    renderPage();
    await screen.findAllByTestId('box-card');
    expect(cardNames()).toEqual(['Rose Box', 'Peony Box', 'Vintage Box']);
  });

  it('adds a box to the cart as {id, name, price, image, quantity 1}', async () => {
    mockFetch(serveBoxes);
    const { onAddToCart } = renderPage();
    await screen.findAllByTestId('box-card');

    fireEvent.click(within(screen.getAllByTestId('box-card')[2]!).getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({
      productId: 'b3',
      name: 'Vintage Box',
      price: 60,
      image: '/api/images/b3.webp',
      quantity: 1,
    });
  });

  it('shows the cover banner and the More to Discover links', async () => {
    mockFetch(serveBoxes);
    renderPage();
    await screen.findAllByTestId('box-card');
    expect(screen.getByTestId('cover-banner').querySelector('img')).not.toBeNull();
    const discover = screen.getByTestId('more-to-discover');
    expect(within(discover).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/policy',
      '/delivery',
      '/about',
    ]);
  });
});
