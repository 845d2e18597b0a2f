import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bouquet } from '../../lib/api/schemas';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderWithQueries } from '../../test/render-with-queries';
import { records } from '../../test/api-records';
import { productPrice } from '../../lib/catalog/product-price';
import { DetailProductCard } from './CatalogCards';
import { CatalogListPage } from './CatalogListPage';

/** A list page as the bouquets' (components/ imports no feature, so the test makes its own). */
function BouquetsPage() {
  return (
    <CatalogListPage
      testId="bouquets-page"
      cover={{ title: 'Bouquets', subtitle: 'Hand-tied bouquets.', imageSrc: '/cover.svg', imageAlt: 'A bouquet' }}
      resource="bouquets"
      priceOf={productPrice}
      errorText="Failed to load bouquets"
      cardsHaveLinks
      renderItem={(bouquet) => (
        <DetailProductCard product={bouquet} basePath="/bouquets" linkLabel="Show Details" testId="bouquet-card" />
      )}
    />
  );
}

const bouquets = records<Bouquet>([
  { _id: 'b1', name: 'Sunny Morning', price: 49 },
  { _id: 'b2', name: 'Blush Garden', price: 78 },
  { _id: 'b3', name: 'Rose Dream', price: 65 },
]);

/** Answers like the gateway; requests for `heldSort` wait until released. */
function serveBouquets(heldSort?: string) {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  const spy = mockFetch(async (url) => {
    const sort = new URL(url, 'http://shop.test').searchParams.get('sort');
    if (sort === heldSort) await held;
    const direction = sort === 'price_desc' ? -1 : 1;
    return jsonResponse([...bouquets].sort((a, b) => direction * (Number(a.price) - Number(b.price))));
  });
  return { spy, release };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <BouquetsPage />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const names = () => screen.getAllByTestId('product-name').map((name) => name.textContent);
const grid = () => screen.getByTestId('product-grid');

beforeEach(() => {
  document.title = 'Shop';
});

describe('CatalogListPage', () => {
  it('names the list with a heading between the page title and the cards, skipping no level', async () => {
    serveBouquets();
    renderAt('/bouquets');
    await screen.findAllByTestId('bouquet-card');
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.slice(0, 3)).toEqual([1, 2, 3]);
    expect(levels.every((level, index) => index === 0 || level <= levels[index - 1]! + 1)).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'All bouquets' })).toBeTruthy();
  });

  it('reads the sort from the URL, so a reload keeps it', async () => {
    const { spy } = serveBouquets();
    renderAt('/bouquets?sort=price_desc');
    await screen.findAllByTestId('bouquet-card');
    expect(spy.mock.calls[0]![0]).toBe('/api/bouquets?sort=price_desc');
    expect((screen.getByTestId('sort-select') as HTMLSelectElement).value).toBe('price_desc');
    expect(names()).toEqual(['Blush Garden', 'Rose Dream', 'Sunny Morning']);
  });

  it('treats an unknown sort in the URL as the default', async () => {
    const { spy } = serveBouquets();
    renderAt('/bouquets?sort=cheapest');
    await screen.findAllByTestId('bouquet-card');
    expect(spy.mock.calls[0]![0]).toBe('/api/bouquets?sort=price_asc');
  });

  it('writes a new sort into the URL and keeps the cards, marked busy, until the new list comes', async () => {
    const { release } = serveBouquets('price_desc');
    renderAt('/bouquets');
    await screen.findAllByTestId('bouquet-card');
    expect(grid().getAttribute('aria-busy')).toBe('false');

    fireEvent.change(screen.getByTestId('sort-select'), { target: { value: 'price_desc' } });
    expect(screen.getByTestId('location').textContent).toBe('/bouquets?sort=price_desc');
    await waitFor(() => expect(grid().getAttribute('aria-busy')).toBe('true'));
    expect(screen.queryByTestId('products-loading')).toBeNull();
    expect(screen.getAllByTestId('bouquet-card')).toHaveLength(3);

    release();
    await waitFor(() => expect(grid().getAttribute('aria-busy')).toBe('false'));
    expect(names()).toEqual(['Blush Garden', 'Rose Dream', 'Sunny Morning']);

    fireEvent.change(screen.getByTestId('sort-select'), { target: { value: 'price_asc' } });
    expect(screen.getByTestId('location').textContent).toBe('/bouquets');
  });

  it('offers Retry under the failure text, which loads the list again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    mockFetch(() => (fail ? jsonResponse({ statusCode: 500, message: 'down' }, 500) : jsonResponse(bouquets)));
    renderAt('/bouquets');
    expect((await screen.findByTestId('products-error')).textContent).toBe('Failed to load bouquets');

    fail = false;
    fireEvent.click(within(grid()).getByRole('button', { name: 'Retry' }));
    await screen.findAllByTestId('bouquet-card');
    expect(screen.queryByTestId('products-error')).toBeNull();
  });

  it('names the tab after the page and the shop', async () => {
    serveBouquets();
    renderAt('/bouquets');
    await screen.findAllByTestId('bouquet-card');
    expect(document.title).toBe('Bouquets · Bloom & Box');
  });
});
