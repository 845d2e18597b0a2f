import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithQueries } from '../../../test/render-with-queries';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Box } from '../../../lib/api/schemas';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import ManageBoxesPage from './ManageBoxesPage';
import { record } from '../../../test/api-records';

interface Call {
  method: string;
  url: string;
  auth: string | undefined;
  fields: Record<string, string | File> | undefined;
}

let stored: Box[];
let calls: Call[];
let failWrites: number | null;
let failReads: number | null;
/** Writes wait for this before answering, to look at the submitting state. */
let hold: Promise<void> | null;

function fieldsOf(body: BodyInit | null | undefined) {
  if (!(body instanceof FormData)) return undefined;
  return Object.fromEntries(body.entries()) as Record<string, string | File>;
}

function installApi() {
  return mockFetch(async (url, init) => {
    const method = init.method ?? 'GET';
    const auth = (init.headers as Record<string, string>).Authorization;
    calls.push({ method, url, auth, fields: fieldsOf(init.body) });
    if (method === 'GET' && failReads) return jsonResponse({ statusCode: failReads, message: 'down' }, failReads);
    if (method === 'GET') return jsonResponse(stored);
    if (hold) await hold;
    if (failWrites) return jsonResponse({ statusCode: failWrites, message: 'nope' }, failWrites);
    const id = url.split('/').pop()!;
    if (method === 'POST') stored = [...stored, record<Box>({ _id: 'new', name: 'New Box', price: 20, imageUrl: '/img/new.png' })];
    if (method === 'PUT') stored = stored.map((box) => (box._id === id ? { ...box, price: 99 } : box));
    if (method === 'DELETE') stored = stored.filter((box) => box._id !== id);
    return jsonResponse({});
  });
}

function renderPage() {
  renderWithQueries(
    <MemoryRouter initialEntries={['/admin/boxes']}>
      <Routes>
        <Route path="/admin/boxes" element={<ManageBoxesPage />} />
        <Route path="/admin/login" element={<p>admin login page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const writes = () => calls.filter((call) => call.method !== 'GET');
const cards = () => screen.queryAllByTestId('admin-box-card');

/** The page with its two boxes, the first one open for editing. */
async function editFirstOfTwoBoxes() {
  renderPage();
  await waitFor(() => expect(cards()).toHaveLength(2));
  fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Edit' }));
}

beforeEach(() => {
  stored = [
    record<Box>({ _id: 'b1', name: 'Rose Box', price: 30, imageUrl: '/img/b1.png' }),
    record<Box>({ _id: 'b2', name: 'Peony Box', price: 45, imageUrl: '/img/b2.png' }),
  ];
  calls = [];
  failWrites = null;
  failReads = null;
  hold = null;
  localStorage.setItem('adminToken', 'admin-token');
  // Boxes administration must take the local-storage copy (SPEC §6).
  sessionStorage.setItem('adminToken', 'session-copy');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ManageBoxesPage', () => {
  it("says 'Failed to load boxes' when the list cannot be read, and loads it on Retry", async () => {
    failReads = 503;
    installApi();
    renderPage();
    const failure = await screen.findByTestId('admin-boxes-load-error');
    expect(failure.getAttribute('role')).toBe('alert');
    expect(within(failure).getByText('Failed to load boxes')).toBeTruthy();
    failReads = null;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByTestId('admin-boxes-load-error')).toBeNull();
  });

  it('shows each box with image, name, price, Edit and Delete', async () => {
    installApi();
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const first = cards()[0]!;
    expect(within(first).getByRole('img').getAttribute('src')).toBe('/img/b1.png');
    expect(within(first).getByText('Rose Box')).toBeTruthy();
    expect(within(first).getByText('$30.00')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it("describes each card's Edit and Delete by its box, for screen readers", async () => {
    installApi();
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    for (const card of cards()) {
      const name = within(card).getByTestId('admin-box-name').textContent ?? '';
      expect(within(card).getByRole('button', { name: 'Edit', description: name })).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Delete', description: name })).toBeTruthy();
    }
  });

  it('adds a box as multipart with the bearer token from local storage, then reloads the grid', async () => {
    installApi();
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));

    const image = new File(['png'], 'box.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('admin-add-box-name'), { target: { value: 'New Box' } });
    fireEvent.change(screen.getByTestId('admin-add-box-price'), { target: { value: '20' } });
    fireEvent.change(screen.getByTestId('admin-add-box-image'), { target: { files: [image] } });
    let release!: () => void;
    hold = new Promise((done) => (release = done));
    fireEvent.click(screen.getByRole('button', { name: 'Add Box' }));

    await waitFor(() => expect(screen.getByTestId('admin-add-box-submit').textContent).toBe('Submitting...'));
    release();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const [post] = writes();
    expect(post).toMatchObject({ method: 'POST', url: '/api/boxes', auth: 'Bearer admin-token' });
    expect(post!.fields!.name).toBe('New Box');
    expect(post!.fields!.price).toBe('20');
    expect((post!.fields!.image as File).name).toBe('box.png');
  });

  it('posts an empty form as it is (no client checks)', async () => {
    installApi();
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Add Box' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.fields).toEqual({ name: '', price: '' });
  });

  it('alerts "Failed to add box" when the server refuses', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    installApi();
    failWrites = 400;
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Add Box' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to add box'));
  });

  /** Two presses before the page re-renders: one write goes, and its refusal is alerted once. */
  async function pressTwiceAtOnce(button: HTMLElement, alert: ReturnType<typeof vi.spyOn>, refusal: string) {
    const label = button.textContent;
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(refusal));
    await waitFor(() => expect(button.textContent).toBe(label));
    expect(writes()).toHaveLength(1);
    expect(alert).toHaveBeenCalledTimes(1);
  }

  it('sends Add Box once when it is pressed twice at once, and alerts a refusal once', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    installApi();
    failWrites = 400;
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    await pressTwiceAtOnce(screen.getByRole('button', { name: 'Add Box' }), alert, 'Failed to add box');
  });

  it('sends an edit once when Save is pressed twice at once', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    installApi();
    failWrites = 500;
    await editFirstOfTwoBoxes();
    await pressTwiceAtOnce(screen.getByRole('button', { name: 'Save' }), alert, 'Failed to update box');
  });

  it('wraps a long unbroken name inside its card (the shared admin-long-text rule)', async () => {
    installApi();
    stored = [record<Box>({ _id: 'b1', name: 'X'.repeat(92), price: 30, imageUrl: '/img/b1.png' })];
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByTestId('admin-box-name').classList).toContain('admin-long-text');
  });

  it('edits in place and sends only the non-empty fields', async () => {
    installApi();
    await editFirstOfTwoBoxes();

    const nameInput = screen.getByTestId('admin-box-edit-name') as HTMLInputElement;
    const priceInput = screen.getByTestId('admin-box-edit-price') as HTMLInputElement;
    expect(nameInput.value).toBe('Rose Box');
    expect(priceInput.value).toBe('30');
    expect((screen.getByTestId('admin-box-edit-image') as HTMLInputElement).files).toHaveLength(0);

    fireEvent.change(nameInput, { target: { value: '' } });
    fireEvent.change(priceInput, { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByTestId('admin-box-edit-name')).toBeNull());
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toMatchObject({ method: 'PUT', url: '/api/boxes/b1', auth: 'Bearer admin-token' });
    expect(writes()[0]!.fields).toEqual({ price: '99' });
    await waitFor(() => expect(within(cards()[0]!).getByText('$99.00')).toBeTruthy());
  });

  it('Cancel discards the edit without a request', async () => {
    installApi();
    await editFirstOfTwoBoxes();
    fireEvent.change(screen.getByTestId('admin-box-edit-name'), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(within(cards()[0]!).getByText('Rose Box')).toBeTruthy();
    expect(writes()).toHaveLength(0);
  });

  it("Edit puts the focus on the box's name field; Cancel and a save hand it back to the box's Edit", async () => {
    installApi();
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const editOf = (index: number) => within(cards()[index]!).getByRole('button', { name: 'Edit' });
    // The form replaces the card's Edit, which took the focus with it to <body>.
    editOf(1).focus();
    fireEvent.click(editOf(1));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('admin-box-edit-name')));

    screen.getByRole('button', { name: 'Cancel' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(editOf(1));

    fireEvent.click(editOf(1));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('admin-box-edit-name')));
    fireEvent.change(screen.getByTestId('admin-box-edit-price'), { target: { value: '99' } });
    screen.getByRole('button', { name: 'Save' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(cards()[1]!).getByText('$99.00')).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(editOf(1)));
  });

  it('alerts "Failed to update box" and stays in edit mode on failure', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    installApi();
    failWrites = 500;
    await editFirstOfTwoBoxes();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to update box'));
    expect(screen.getByTestId('admin-box-edit-name')).toBeTruthy();
  });

  it('deletes after confirmation, and not without it', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    installApi();
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));

    fireEvent.click(within(cards()[1]!).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this box?');
    expect(writes()).toHaveLength(0);

    fireEvent.click(within(cards()[1]!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'DELETE', url: '/api/boxes/b2', auth: 'Bearer admin-token' });
  });

  it('alerts "Failed to delete box" and sends the admin to the login on 401', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    installApi();
    failWrites = 401;
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete box'));
    expect(await screen.findByText('admin login page')).toBeTruthy();
  });
});
