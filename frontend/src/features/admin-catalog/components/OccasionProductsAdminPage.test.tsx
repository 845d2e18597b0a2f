import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { imageFile, installCatalogApi, prepareAdminScreen, renderAdminScreen, screenQueries } from './catalog-test-kit';
import OccasionProductsAdminPage from './OccasionProductsAdminPage';

const PRODUCTS = [
  {
    _id: 'o1',
    name: 'Birthday Basket',
    price: 30,
    category: 'birthday',
    description: 'Balloons',
    images: ['/i/1.png', '/i/2.png'],
  },
  { _id: 'o2', name: 'Get Well Tulips', price: 45, category: 'get-well', images: ['/i/3.png'] },
];

const { byId, rows, previews, form, pick, fill } = screenQueries('admin-occasion');
const renderPage = () => renderAdminScreen(<OccasionProductsAdminPage />, 'admin-occasion', 2);

beforeEach(prepareAdminScreen);

describe('OccasionProductsAdminPage', () => {
  it('has the form with the eight categories and a row per product with Edit and Delete', async () => {
    installCatalogApi(PRODUCTS);
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Occasion Products');
    const options = [...(byId('category') as unknown as HTMLSelectElement).options].map((option) => option.value);
    expect(options).toEqual([
      '',
      'birthday',
      'fathers-day',
      'mothers-day',
      'anniversary',
      'express-love',
      'get-well',
      'valentines-day',
      'congratulations',
    ]);
    expect(byId('description').tagName).toBe('TEXTAREA');
    const first = rows()[0]!;
    expect(within(first).getByText('Birthday Basket')).toBeTruthy();
    expect(within(first).getByText('$30.00')).toBeTruthy();
    expect(within(first).getByText('Birthday')).toBeTruthy();
    expect(within(first).getAllByTestId('admin-occasion-row-image')).toHaveLength(2);
    for (const row of rows()) {
      expect(within(row).getByRole('button', { name: 'Edit' })).toBeTruthy();
      expect(within(row).getByRole('button', { name: 'Delete' })).toBeTruthy();
    }
  });

  it('marks name, price and category required and sends nothing while one is missing', async () => {
    const api = installCatalogApi(PRODUCTS);
    await renderPage();
    expect([byId('name').required, byId('price').required, byId('category').required]).toEqual([true, true, true]);
    expect(byId('description').required).toBe(false);
    pick(imageFile('a.png'));
    for (const missing of ['name', 'price', 'category']) {
      fill({ name: 'Rose', price: '20', category: 'birthday', [missing]: '' });
      fireEvent.submit(form());
    }
    await act(() => Promise.resolve());
    expect(api.writes()).toEqual([]);
  });

  it("alerts 'Please upload at least 1 image.' and sends nothing when adding without an image", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const api = installCatalogApi(PRODUCTS);
    await renderPage();
    fill({ name: 'Rose', price: '20', category: 'birthday' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Please upload at least 1 image.'));
    expect(api.writes()).toEqual([]);
  });

  it("alerts 'You can only upload up to 2 images.' for 3 images, keeps 2 and disables the input; removing one enables it", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    installCatalogApi(PRODUCTS);
    await renderPage();
    pick(imageFile('a.png'), imageFile('b.png'), imageFile('c.png'));
    expect(alert).toHaveBeenCalledWith('You can only upload up to 2 images.');
    expect(previews()).toHaveLength(2);
    expect(byId('image-input').disabled).toBe(true);
    expect(byId('image-input').accept).toBe('image/*');
    fireEvent.click(within(previews()[0]!).getByRole('button'));
    expect(previews()).toHaveLength(1);
    expect(byId('image-input').disabled).toBe(false);
  });

  it('adds a product as multipart with its images, showing the submitting state, then empties the form and reloads', async () => {
    const api = installCatalogApi(PRODUCTS);
    let release!: () => void;
    api.hold = new Promise((done) => (release = done));
    await renderPage();
    fill({ name: 'Anniversary Roses', price: '65', category: 'anniversary', description: 'Red roses' });
    pick(imageFile('a.png'), imageFile('b.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));

    const submit = byId('submit') as unknown as HTMLButtonElement;
    await waitFor(() => expect(submit.textContent).toBe('Submitting...'));
    expect(submit.disabled).toBe(true);
    release();

    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/occasion-products',
        auth: 'Bearer session-admin',
        credentials: 'include',
        parts: [
          ['name', 'Anniversary Roses'],
          ['price', '65'],
          ['category', 'anniversary'],
          ['description', 'Red roses'],
          ['images', 'a.png'],
          ['images', 'b.png'],
        ],
      },
    ]);
    expect([byId('name').value, byId('price').value, byId('category').value, byId('description').value]).toEqual([
      '',
      '',
      '',
      '',
    ]);
    expect(previews()).toHaveLength(0);
    expect(submit.textContent).toBe('Add Product');
  });

  it('edit loads the values without images, sends only the changes and returns to add mode', async () => {
    const api = installCatalogApi(PRODUCTS);
    await renderPage();
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Edit' }));

    expect(form().dataset.mode).toBe('edit');
    expect(screen.getByTestId('admin-occasion-form-title').textContent).toBe('Edit Occasion Product');
    expect([byId('name').value, byId('price').value, byId('category').value, byId('description').value]).toEqual([
      'Birthday Basket',
      '30',
      'birthday',
      'Balloons',
    ]);
    expect(previews()).toHaveLength(0);

    fill({ price: '35' });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(form().dataset.mode).toBe('add'));
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        url: '/api/occasion-products/o1',
        auth: 'Bearer session-admin',
        credentials: 'include',
        parts: [['price', '35']],
      },
    ]);
    await waitFor(() => expect(within(rows()[0]!).getByText('$35.00')).toBeTruthy());
    expect(byId('name').value).toBe('');
  });

  it('sends new images on edit, which replace the old ones', async () => {
    const api = installCatalogApi(PRODUCTS);
    await renderPage();
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Edit' }));
    pick(imageFile('new.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.parts).toEqual([['images', 'new.png']]);
  });

  it('Cancel returns to an empty add form without a request', async () => {
    const api = installCatalogApi(PRODUCTS);
    await renderPage();
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Edit' }));
    fill({ name: 'Changed' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(form().dataset.mode).toBe('add');
    expect(byId('name').value).toBe('');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it("Edit puts the focus on the form's name; Cancel and a save hand it back to the row's Edit", async () => {
    installCatalogApi(PRODUCTS);
    await renderPage();
    const editOf = (index: number) => within(rows()[index]!).getByRole('button', { name: 'Edit' });
    editOf(1).focus();
    fireEvent.click(editOf(1));
    await waitFor(() => expect(document.activeElement).toBe(byId('name')));

    // Cancel goes from the page as it is pressed: the focus would be left on <body>.
    screen.getByRole('button', { name: 'Cancel' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(form().dataset.mode).toBe('add');
    expect(document.activeElement).toBe(editOf(1));

    editOf(0).focus();
    fireEvent.click(editOf(0));
    fill({ price: '35' });
    fireEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(form().dataset.mode).toBe('add'));
    await waitFor(() => expect(document.activeElement).toBe(editOf(0)));
  });

  it("deletes after confirm 'Delete this product?', and not when dismissed", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const api = installCatalogApi(PRODUCTS);
    await renderPage();
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete this product?');
    expect(api.writes()).toEqual([]);
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'DELETE',
      url: '/api/occasion-products/o2',
      auth: 'Bearer session-admin',
    });
  });

  it('deleting the product being edited returns to add mode', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    installCatalogApi(PRODUCTS);
    await renderPage();
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Edit' }));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(form().dataset.mode).toBe('add');
  });

  it('only logs failed saves and deletes: no alert, the form keeps its values', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installCatalogApi(PRODUCTS);
    api.failWrites = 500;
    await renderPage();
    fill({ name: 'Rose', price: '20', category: 'birthday' });
    pick(imageFile('a.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to save occasion product', expect.anything()));
    expect(byId('name').value).toBe('Rose');
    expect(previews()).toHaveLength(1);

    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to delete occasion product', expect.anything()));
    expect(rows()).toHaveLength(2);
    expect(alert).not.toHaveBeenCalled();
  });
});
