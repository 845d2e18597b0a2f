import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithQueries } from '../../../test/render-with-queries';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { PaperSheet } from '../../../lib/api/schemas';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import type { DetailResource } from '../api/get-product';
import { ProductDetailPage } from './ProductDetailPage';
import { records } from '../../../test/api-records';

const SHEETS = records<PaperSheet>([
  ['coach-pink', 'Coach Pink', 5],
  ['hermes-white', 'Hermes White', 5],
  ['hermes-pink', 'Hermes Pink', 5],
  ['cow', 'Cow', 4],
  ['dior-black', 'Dior Black', 5],
  ['dior-green', 'Dior Green', 5],
  ['dior-red', 'Dior Red', 5],
  ['dior-pink', 'Dior Pink', 5],
  ['simple-black', 'Simple Black', 3],
  ['simple-white', 'Simple White', 3],
].map(([id, name, price]) => ({ id: String(id), name: String(name), price: Number(price), image: `/api/images/sheet-${id}.webp` })));

const bouquet = {
  _id: 'bq1',
  name: 'Rose Dream',
  price: 30,
  description: 'Twelve red roses.',
  images: ['/api/images/bq1-1.webp', '/api/images/bq1-2.webp'],
};

function serve(product: unknown = bouquet, status = 200) {
  return mockFetch((url) => {
    if (url.startsWith('/api/paper-sheets')) return jsonResponse(SHEETS);
    return jsonResponse(product, status);
  });
}

function renderDetail(path = '/bouquets/bq1', resource: DetailResource = 'bouquets', onAddToCart = vi.fn()) {
  renderWithQueries(
    <MemoryRouter initialEntries={['/bouquets', path]} initialIndex={1}>
      <Routes>
        <Route path="/bouquets" element={<p>bouquet list</p>} />
        <Route
          path="/bouquets/:id"
          element={<ProductDetailPage resource={resource} listPath="/bouquets" listLabel="Browse bouquets" onAddToCart={onAddToCart} />}
        />
        <Route
          path="/occasions/:id"
          element={<ProductDetailPage resource={resource} listPath="/occasions" listLabel="Browse gifts" onAddToCart={onAddToCart} />}
        />
      </Routes>
    </MemoryRouter>,
  );
  return { onAddToCart };
}

const total = () => screen.getByTestId('product-total').textContent;
const chooseSheet = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));

describe('ProductDetailPage', () => {
  it("shows 'Loading product details...' while the product is on its way", () => {
    mockFetch(() => new Promise<Response>(() => {}));
    renderDetail();
    expect(screen.getByTestId('product-detail-loading').textContent).toBe('Loading product details...');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('shows the product in its first render, asking nothing, when the page came with it', () => {
    const fetchSpy = mockFetch(() => new Promise<Response>(() => {}));
    const block = Object.assign(document.createElement('script'), { type: 'application/json', id: 'page-answers' });
    block.textContent = JSON.stringify({ '/api/bouquets/bq1': bouquet });
    document.head.append(block);
    renderDetail();
    expect(screen.queryByTestId('product-detail-loading')).toBeNull();
    expect(screen.getByTestId('product-detail-name').textContent).toBe('Rose Dream');
    expect(fetchSpy.mock.calls.map(([url]) => url)).not.toContain('/api/bouquets/bq1');
  });

  it('loads the product from its own kind of API path', async () => {
    const fetchSpy = serve();
    renderDetail('/occasions/oc%201', 'occasion-products');
    await screen.findByTestId('product-detail');
    expect(fetchSpy.mock.calls.map(([url]) => url)).toContain('/api/occasion-products/oc%201');
  });

  it("shows 'Failed to load product details.' without Add to Cart when the request fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ statusCode: 503, code: 'GATEWAY.UNAVAILABLE', message: 'down' }, 503);
    renderDetail();
    expect((await screen.findByTestId('product-detail-error')).textContent).toBe('Failed to load product details.');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it("shows 'Product not found.' for an unknown id (404)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ statusCode: 404, code: 'CATALOG.NOT_FOUND', message: 'Product not found' }, 404);
    renderDetail('/bouquets/nope');
    expect(await screen.findByText('Product not found.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Product not found.');
    expect(screen.queryByTestId('product-detail-error')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('shows the name, the base price and a gallery whose thumbnails choose the large picture', async () => {
    serve();
    renderDetail();
    expect((await screen.findByTestId('product-detail-name')).textContent).toBe('Rose Dream');
    expect(screen.getByTestId('product-base-price').textContent).toBe('$30.00');

    const main = screen.getByTestId('gallery-main-image');
    expect(main.getAttribute('src')).toBe('/api/images/bq1-1.webp');
    const thumbnails = screen.getAllByTestId('gallery-thumbnail');
    expect(thumbnails).toHaveLength(2);
    fireEvent.click(thumbnails[1]!);
    expect(screen.getByTestId('gallery-main-image').getAttribute('src')).toBe('/api/images/bq1-2.webp');
    expect(thumbnails[1]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('offers the ten sheets with picture, name and price, none chosen at first', async () => {
    serve();
    renderDetail();
    await screen.findByTestId('product-detail');
    const options = await screen.findAllByTestId('sheet-option');
    expect(options).toHaveLength(10);
    expect(options.map((option) => within(option).getByTestId('sheet-option-name').textContent)).toEqual(SHEETS.map((sheet) => sheet.name));
    expect(within(options[3]!).getByTestId('sheet-option-price').textContent).toBe('+$4.00');
    expect(new Set(options.map((option) => within(option).getByTestId('sheet-option-image').getAttribute('src'))).size).toBe(10);
    expect((screen.getByRole('radio', { name: 'No paper' }) as HTMLInputElement).checked).toBe(true);
    expect(total()).toBe('$30.00');
  });

  it('updates the total as the sheet changes, and back to none', async () => {
    serve();
    renderDetail();
    await screen.findAllByTestId('sheet-option');

    chooseSheet('Cow');
    expect(total()).toBe('$34.00');
    chooseSheet('Simple White');
    expect(total()).toBe('$33.00');
    expect((screen.getByRole('radio', { name: 'Simple White' }) as HTMLInputElement).checked).toBe(true);
    chooseSheet('No paper');
    expect(total()).toBe('$30.00');
  });

  it('adds the product with the chosen sheet to the cart', async () => {
    serve();
    const { onAddToCart } = renderDetail();
    await screen.findAllByTestId('sheet-option');
    chooseSheet('Dior Red');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({
      productId: 'bq1',
      name: 'Rose Dream',
      basePrice: 30,
      selectedSheet: { id: 'dior-red', name: 'Dior Red', price: 5, image: '/api/images/sheet-dior-red.webp' },
      totalPrice: 35,
      image: '/api/images/bq1-1.webp',
      quantity: 1,
    });
  });

  it('still sells the product without a sheet when the sheets cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch((url) => (url.startsWith('/api/paper-sheets') ? jsonResponse({ message: 'down' }, 503) : jsonResponse(bouquet)));
    const { onAddToCart } = renderDetail();
    await screen.findByTestId('sheet-picker-error');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ selectedSheet: null, totalPrice: 30 }));
  });

  /** Opens the detail page with `entries` before it in the history, and clicks Back. */
  async function clickBackAfter(entries: string[]) {
    serve();
    renderWithQueries(
      <MemoryRouter initialEntries={[...entries, '/bouquets/bq1']} initialIndex={entries.length}>
        <Routes>
          <Route path="/occasions" element={<p>occasions list</p>} />
          <Route path="/bouquets" element={<p>bouquet list</p>} />
          <Route
            path="/bouquets/:id"
            element={<ProductDetailPage resource="bouquets" listPath="/bouquets" listLabel="Browse bouquets" onAddToCart={vi.fn()} />}
          />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByTestId('product-detail');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  }

  it('goes back to the previous page', async () => {
    await clickBackAfter(['/occasions']);
    expect(await screen.findByText('occasions list')).toBeTruthy();
  });

  it('opens the list with Back when the page was the first one visited', async () => {
    await clickBackAfter([]);
    expect(await screen.findByText('bouquet list')).toBeTruthy();
  });
});
