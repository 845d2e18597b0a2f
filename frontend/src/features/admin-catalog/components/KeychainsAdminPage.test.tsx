import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { imageFile, installCatalogApi, prepareAdminScreen, renderAdminScreen, screenQueries } from './catalog-test-kit';
import KeychainsAdminPage from './KeychainsAdminPage';

const KEYCHAINS = [
  { _id: 'k1', name: 'Heart Keychain', price: 8, description: 'Pink', imageUrl: '/i/k1.png' },
  { _id: 'k2', name: 'Rose Keychain', price: 12, imageUrl: null },
];

const { byId, rows, pick, fill } = screenQueries('admin-keychain');
const renderPage = () => renderAdminScreen(<KeychainsAdminPage />, 'admin-keychain', 2);

beforeEach(prepareAdminScreen);

describe('KeychainsAdminPage', () => {
  it('has an add form with one optional image and a list with Delete only', async () => {
    installCatalogApi(KEYCHAINS);
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('KeyChain');
    expect([byId('name').required, byId('price').required, byId('description').required]).toEqual([true, true, false]);
    expect(byId('image-input').multiple).toBe(false);
    expect(within(rows()[0]!).getByRole('img').getAttribute('src')).toBe('/i/k1.png');
    for (const row of rows()) {
      expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
      expect(within(row).getByRole('button', { name: 'Delete' })).toBeTruthy();
    }
  });

  it('sends nothing without name or price, and shows no alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const api = installCatalogApi(KEYCHAINS);
    await renderPage();
    fill({ price: '5' });
    fireEvent.submit(screen.getByTestId('admin-keychain-form'));
    fill({ name: 'Star', price: '' });
    fireEvent.submit(screen.getByTestId('admin-keychain-form'));
    await act(() => Promise.resolve());
    expect(api.writes()).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('adds with name and price only, with the admin bearer token', async () => {
    const api = installCatalogApi(KEYCHAINS);
    await renderPage();
    fill({ name: 'Star', price: '6.5' });
    let release!: () => void;
    api.hold = new Promise((done) => (release = done));
    fireEvent.click(screen.getByRole('button', { name: 'Add KeyChain' }));
    await waitFor(() => expect(byId('submit').textContent).toBe('Submitting...'));
    release();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/keychains',
        auth: 'Bearer session-admin',
        credentials: 'include',
        parts: [
          ['name', 'Star'],
          ['price', '6.5'],
        ],
      },
    ]);
  });

  it('sends the optional description and image as `image`', async () => {
    const api = installCatalogApi(KEYCHAINS);
    await renderPage();
    fill({ name: 'Star', price: '6', description: 'Gold' });
    pick(imageFile('star.png'));
    expect(byId('image-input').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add KeyChain' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.parts).toEqual([
      ['name', 'Star'],
      ['price', '6'],
      ['description', 'Gold'],
      ['image', 'star.png'],
    ]);
  });

  it("alerts 'Error adding product' when the server refuses", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const api = installCatalogApi(KEYCHAINS);
    api.failWrites = 500;
    await renderPage();
    fill({ name: 'Star', price: '6' });
    fireEvent.click(screen.getByRole('button', { name: 'Add KeyChain' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error adding product'));
    expect(byId('name').value).toBe('Star');
  });

  it('sends Add KeyChain once when it is pressed twice at once, and alerts a refusal once', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const api = installCatalogApi(KEYCHAINS);
    api.failWrites = 500;
    await renderPage();
    fill({ name: 'Star', price: '6' });
    const add = screen.getByRole('button', { name: 'Add KeyChain' });
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error adding product'));
    await waitFor(() => expect(add.textContent).toBe('Add KeyChain'));
    expect(api.writes()).toHaveLength(1);
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it("deletes after confirm 'Are you sure you want to delete this product?'", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const api = installCatalogApi(KEYCHAINS);
    await renderPage();
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this product?');
    expect(api.writes()).toEqual([]);
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ method: 'DELETE', url: '/api/keychains/k2', auth: 'Bearer session-admin' });
  });

  it("alerts 'Failed to delete product', and sends the admin to the login on 401", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const api = installCatalogApi(KEYCHAINS);
    api.failWrites = 401;
    await renderPage();
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete product'));
    expect(await screen.findByText('admin login page')).toBeTruthy();
  });
});
