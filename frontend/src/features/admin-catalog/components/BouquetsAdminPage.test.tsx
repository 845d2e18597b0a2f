import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import BouquetsAdminPage from './BouquetsAdminPage';
import { imageFile, installCatalogApi, prepareAdminScreen, renderAdminScreen, screenQueries } from './catalog-test-kit';

const BOUQUETS = [
  { _id: 'q1', name: 'Money Bouquet', price: 80, description: 'Folded notes', images: ['/i/1.png', '/i/2.png'] },
  { _id: 'q2', name: 'Peony Dream', price: 95, images: [] },
];

const { byId, rows, form, pick, fill } = screenQueries('admin-bouquet');
const renderPage = () => renderAdminScreen(<BouquetsAdminPage />, 'admin-bouquet', 2);

beforeEach(() => {
  prepareAdminScreen();
  // A customer token must not be sent either: bouquet writes authenticate with the admin cookie.
  sessionStorage.setItem('token', 'customer-token');
});

describe('BouquetsAdminPage', () => {
  it('has name, price, description and images, and Edit and Delete per bouquet', async () => {
    installCatalogApi(BOUQUETS);
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bouquets');
    expect(screen.queryByTestId('admin-bouquet-category')).toBeNull();
    expect(byId('description')).toBeTruthy();
    expect(form().noValidate).toBe(true);
    for (const row of rows()) {
      expect(within(row).getByRole('button', { name: 'Edit' })).toBeTruthy();
      expect(within(row).getByRole('button', { name: 'Delete' })).toBeTruthy();
    }
  });

  it("alerts 'Fill all fields' and sends nothing when name or price is missing", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const api = installCatalogApi(BOUQUETS);
    await renderPage();
    fill({ name: 'Tulips' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Bouquet' }));
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('Fill all fields'));
    fill({ name: '', price: '30' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Bouquet' }));
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
    expect(api.writes()).toEqual([]);
  });

  it("alerts 'You can only upload up to 2 images' (no final period) for 3 images and keeps 2", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    installCatalogApi(BOUQUETS);
    await renderPage();
    pick(imageFile('a.png'), imageFile('b.png'), imageFile('c.png'));
    expect(alert).toHaveBeenCalledWith('You can only upload up to 2 images');
    expect(screen.getAllByTestId('admin-bouquet-image-preview')).toHaveLength(2);
    expect(byId('image-input').disabled).toBe(true);
  });

  it('adds a bouquet without description or image, with cookies and no bearer header', async () => {
    const api = installCatalogApi(BOUQUETS);
    await renderPage();
    fill({ name: 'Sunflowers', price: '35' });
    let release!: () => void;
    api.hold = new Promise((done) => (release = done));
    fireEvent.click(screen.getByRole('button', { name: 'Add Bouquet' }));
    await waitFor(() => expect(byId('submit').textContent).toBe('Submitting...'));
    release();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/bouquets',
        auth: undefined,
        credentials: 'include',
        parts: [
          ['name', 'Sunflowers'],
          ['price', '35'],
        ],
      },
    ]);
  });

  it('edits: values loaded without images, only the changed name sent, back to add mode; Cancel sends nothing', async () => {
    const api = installCatalogApi(BOUQUETS);
    await renderPage();
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Edit' }));
    expect([byId('name').value, byId('price').value, byId('description').value]).toEqual([
      'Money Bouquet',
      '80',
      'Folded notes',
    ]);
    expect(screen.queryAllByTestId('admin-bouquet-image-preview')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(form().dataset.mode).toBe('add');
    expect(api.writes()).toEqual([]);

    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Edit' }));
    fill({ name: 'Money Bouquet Deluxe' });
    fireEvent.click(screen.getByRole('button', { name: 'Update Bouquet' }));
    await waitFor(() => expect(form().dataset.mode).toBe('add'));
    expect(api.writes()).toEqual([
      {
        method: 'PUT',
        url: '/api/bouquets/q1',
        auth: undefined,
        credentials: 'include',
        parts: [['name', 'Money Bouquet Deluxe']],
      },
    ]);
    await waitFor(() => expect(screen.getByText('Money Bouquet Deluxe')).toBeTruthy());
  });

  it('returns to add mode without a request when nothing was changed', async () => {
    const api = installCatalogApi(BOUQUETS);
    await renderPage();
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Bouquet' }));
    await waitFor(() => expect(form().dataset.mode).toBe('add'));
    expect(api.writes()).toEqual([]);
  });

  it('sends nothing for an unchanged multi-line description stored with CRLF line breaks (as multipart stores them)', async () => {
    const api = installCatalogApi([{ ...BOUQUETS[0]!, description: 'Folded notes\r\nin a paper fan\r\n' }, BOUQUETS[1]!]);
    await renderPage();
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Edit' }));
    // The textarea holds the text with "\n" line breaks, as a browser's does.
    expect(byId('description').value).toBe('Folded notes\nin a paper fan\n');
    fireEvent.click(screen.getByRole('button', { name: 'Update Bouquet' }));
    await waitFor(() => expect(form().dataset.mode).toBe('add'));
    expect(api.writes()).toEqual([]);

    // Touching the text and putting it back is no change either; a real change is sent.
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Edit' }));
    fill({ description: 'Folded notes\nin a paper fan!\n' });
    fill({ description: 'Folded notes\nin a paper fan\n' });
    fill({ name: 'Money Fan' });
    fireEvent.click(screen.getByRole('button', { name: 'Update Bouquet' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.parts).toEqual([['name', 'Money Fan']]);
  });

  it("deletes after confirm 'Delete this bouquet?' with cookies only", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const api = installCatalogApi(BOUQUETS);
    await renderPage();
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete this bouquet?');
    expect(api.writes()).toEqual([]);
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.writes()).toEqual([
      { method: 'DELETE', url: '/api/bouquets/q1', auth: undefined, credentials: 'include', parts: undefined },
    ]);
  });

  it('only logs failed saves and deletes', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installCatalogApi(BOUQUETS);
    api.failWrites = 500;
    await renderPage();
    fill({ name: 'Sunflowers', price: '35' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Bouquet' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to save bouquet', expect.anything()));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to delete bouquet', expect.anything()));
    expect(alert).not.toHaveBeenCalled();
    expect(rows()).toHaveLength(2);
  });
});
