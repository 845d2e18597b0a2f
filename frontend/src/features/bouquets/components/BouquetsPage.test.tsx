import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithQueries } from '../../../test/render-with-queries';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Bouquet } from '../../../lib/api/schemas';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import BouquetsPage from './BouquetsPage';
import { records } from '../../../test/api-records';

const bouquets = records<Bouquet>([
  { _id: 'b2', name: 'Blush Garden', price: 78, images: ['/api/images/b2-1.webp', '/api/images/b2-2.webp'] },
  { _id: 'b1', name: 'Sunny Morning', price: 49, images: ['/api/images/b1-1.webp'] },
]);

function renderPage() {
  renderWithQueries(
    <MemoryRouter>
      <BouquetsPage />
    </MemoryRouter>,
  );
}

describe('BouquetsPage', () => {
  it("shows 'Failed to load bouquets' when the list cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderPage();
    expect((await screen.findByTestId('products-error')).textContent).toBe('Failed to load bouquets');
  });

  it('lists bouquets low to high and re-fetches with the other sort', async () => {
    const fetchSpy = mockFetch(() => jsonResponse(bouquets));
    renderPage();
    await screen.findAllByTestId('bouquet-card');
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/bouquets?sort=price_asc');
    expect(screen.getAllByTestId('product-name').map((name) => name.textContent)).toEqual(['Sunny Morning', 'Blush Garden']);
    expect(screen.getByTestId('product-count').textContent).toBe('2');
    fireEvent.change(screen.getByTestId('sort-select'), { target: { value: 'price_desc' } });
    expect(screen.queryByTestId('products-loading')).toBeNull();
    await waitFor(() => expect(fetchSpy.mock.calls.at(-1)![0]).toBe('/api/bouquets?sort=price_desc'));
  });

  it('shows both pictures of a card (the second for hover) and a Show Details link', async () => {
    mockFetch(() => jsonResponse(bouquets));
    renderPage();
    await screen.findAllByTestId('bouquet-card');
    const [single, double] = screen.getAllByTestId('bouquet-card');
    expect(within(double!).getByTestId('product-image').getAttribute('src')).toBe('/api/images/b2-1.webp');
    expect(within(double!).getByTestId('product-image-hover').getAttribute('src')).toBe('/api/images/b2-2.webp');
    expect(within(single!).queryByTestId('product-image-hover')).toBeNull();
    expect(within(double!).getByRole('link', { name: 'Show Details' }).getAttribute('href')).toBe('/bouquets/b2');
    expect(within(double!).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });
});
