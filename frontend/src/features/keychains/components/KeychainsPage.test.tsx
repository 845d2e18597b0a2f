import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithQueries } from '../../../test/render-with-queries';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Keychain } from '../../../lib/api/schemas';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { KeychainsPage } from './KeychainsPage';
import { records } from '../../../test/api-records';

const keychains = records<Keychain>([
  { _id: 'k2', name: 'Star Charm', price: 14, description: 'A star.', imageUrl: '/api/images/k2.webp' },
  { _id: 'k1', name: 'Daisy Flower Keychain', price: 10, imageUrl: '/api/images/k1.webp' },
  { _id: 'k3', name: 'Pink Heart Charm', price: '$12.50', imageUrl: '/api/images/k3.webp' },
]);

function renderPage(onAddToCart = vi.fn()) {
  renderWithQueries(
    <MemoryRouter>
      <KeychainsPage onAddToCart={onAddToCart} />
    </MemoryRouter>,
  );
  return { onAddToCart };
}

const names = () => screen.getAllByTestId('keychain-card').map((card) => within(card).getByTestId('product-name').textContent);

describe('KeychainsPage', () => {
  it("shows 'Loading products…' while loading", () => {
    mockFetch(() => new Promise<Response>(() => {}));
    renderPage();
    expect(screen.getByTestId('products-loading').textContent).toBe('Loading products…');
  });

  it("shows 'Failed to load products' when the list cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => jsonResponse({ message: 'down' }, 503));
    renderPage();
    expect((await screen.findByTestId('products-error')).textContent).toBe('Failed to load products');
  });

  it('lists keychains low to high with the count, and re-fetches high to low', async () => {
    const fetchSpy = mockFetch(() => jsonResponse(keychains));
    renderPage();
    await screen.findAllByTestId('keychain-card');
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/keychains?sort=price_asc');
    expect(names()).toEqual(['Daisy Flower Keychain', 'Pink Heart Charm', 'Star Charm']);
    expect(screen.getByTestId('product-count').textContent).toBe('3');
    expect(screen.getByTestId('cover-banner').querySelector('img')).not.toBeNull();

    fireEvent.change(screen.getByTestId('sort-select'), { target: { value: 'price_desc' } });
    expect(screen.queryByTestId('products-loading')).toBeNull();
    await waitFor(() => expect(fetchSpy.mock.calls.at(-1)![0]).toBe('/api/keychains?sort=price_desc'));
    expect(names()).toEqual(['Star Charm', 'Pink Heart Charm', 'Daisy Flower Keychain']);
  });

  it('adds a keychain as {id, name, price, image, quantity 1}', async () => {
    mockFetch(() => jsonResponse(keychains));
    const { onAddToCart } = renderPage();
    await screen.findAllByTestId('keychain-card');
    fireEvent.click(within(screen.getAllByTestId('keychain-card')[1]!).getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({
      productId: 'k3',
      name: 'Pink Heart Charm',
      price: 12.5,
      image: '/api/images/k3.webp',
      quantity: 1,
    });
  });

  it('ends with the More to Discover block', async () => {
    mockFetch(() => jsonResponse(keychains));
    renderPage();
    await screen.findAllByTestId('keychain-card');
    const links = within(screen.getByTestId('more-to-discover')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/policy', '/delivery', '/about']);
  });
});
