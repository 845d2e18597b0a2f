import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAdminList, type FakeAdminList } from '../../../test/fake-admin-list';
import { renderAdminPage } from '../../../test/render-admin-page';
import { DELETE_CONFIRM } from '../hooks/useMessageDelete';
import type { ContactMessage } from '../../../lib/api/schemas';
import MessagesAdminPage from './MessagesAdminPage';
import { record } from '../../../test/api-records';

let api: FakeAdminList<ContactMessage>;

const renderPage = () => renderAdminPage('/admin/messages', <MessagesAdminPage />);

const rows = () => screen.queryAllByTestId('admin-message-row');

beforeEach(() => {
  api = fakeAdminList<ContactMessage>([
    {
      _id: 'm2',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '609-555-0199',
      subject: 'Anniversary',
      message: 'Red roses, please.\nBy Friday.',
      createdAt: '2026-03-02T10:00:00.000Z',
    },
    {
      _id: 'm1',
      name: 'Alan Turing',
      email: 'alan@example.com',
      phone: '',
      subject: '',
      message: 'Do you sell tulips?',
      createdAt: '2026-03-01T10:00:00.000Z',
    },
  ]);
  api.failMessage = 'Message store unavailable';
  // A shopper signed in on the same browser: its token must not go with admin calls.
  sessionStorage.setItem('token', 'customer-token');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('MessagesAdminPage', () => {
  it('shows each message read-only with name, email, phone, subject and message, newest first', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'Subject', 'Message', 'Actions']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent);
    expect(cells(rows()[0]!)).toEqual([
      'Grace Hopper',
      'grace@example.com',
      '609-555-0199',
      'Anniversary',
      'Red roses, please.\nBy Friday.',
    ]);
    expect(cells(rows()[1]!)).toEqual(['Alan Turing', 'alan@example.com', '—', '—', 'Do you sell tulips?']);
    expect(table.querySelectorAll('input, textarea, select, [contenteditable]')).toHaveLength(0);
    expect(api.calls[0]).toEqual({ method: 'GET', url: '/api/contacts?page=1&size=25', auth: undefined });
    expect(screen.queryByRole('navigation', { name: 'Message pages' })).toBeNull();
  });

  it('wraps a long unbroken name, e-mail, subject or message inside its cell; buttons and phone stay whole', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const row = rows()[0]!;
    const typed = ['name', 'email', 'subject', 'text'].map((field) => within(row).getByTestId(`admin-message-${field}`));
    for (const cell of typed) expect(cell.classList).toContain('admin-long-text');
    expect(within(row).getByTestId('admin-message-phone').classList).not.toContain('admin-long-text');
    expect(within(row).getByTestId('admin-message-delete').closest('td')!.classList).not.toContain('admin-long-text');
  });

  it('tells the server the newest message shown, once, so the dashboard counts only later ones as unread', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const marks = () => api.calls.filter((call) => call.url === '/api/contacts/seen');
    await waitFor(() => expect(marks()).toHaveLength(1));
    const [mark] = marks();
    expect(mark!.method).toBe('POST');
    expect(JSON.parse(mark!.body!)).toEqual({ upTo: '2026-03-02T10:00:00.000Z' });
    expect(mark!.auth).toBeUndefined();

    // Deleting the newest makes an older one the newest: nothing to report.
    fireEvent.click(within(rows()[0]!).getByTestId('admin-message-delete'));
    expect(confirm).toHaveBeenCalled();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(marks()).toHaveLength(1);
  });

  it('deletes nothing when the confirm is dismissed', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Delete the message from Alan Turing' }));
    expect(confirm).toHaveBeenCalledWith(DELETE_CONFIRM);
    expect(api.deletes()).toEqual([]);
    expect(rows()).toHaveLength(2);
  });

  it('deletes after the confirm, with the cookie only, then toasts and drops the row', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[0]!).getByTestId('admin-message-delete'));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this message?');
    expect(await screen.findByText('Message deleted')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByTestId('admin-message-name').textContent).toBe('Alan Turing');
    expect(api.deletes()).toEqual([{ method: 'DELETE', url: '/api/contacts/m2', auth: undefined }]);
  });

  it('shows why a delete failed and keeps the row', async () => {
    api.failDelete = 500;
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[0]!).getByTestId('admin-message-delete'));
    const error = await screen.findByTestId('admin-messages-delete-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toBe('Failed to delete message: Message store unavailable');
    expect(rows()).toHaveLength(2);
    expect(screen.queryByText('Message deleted')).toBeNull();
  });

  it('shows 25 messages a page, newest first, with Prev, Next and the page line', async () => {
    api.stored = Array.from({ length: 27 }, (_, n) => record<ContactMessage>({
      _id: `m${27 - n}`,
      name: `Shopper ${27 - n}`,
      email: 'shopper@example.com',
      message: 'Hello',
      createdAt: new Date(Date.UTC(2026, 2, 1) + (27 - n) * 60_000).toISOString(),
    }));
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(25));
    const pager = screen.getByRole('navigation', { name: 'Message pages' });
    expect(within(pager).getByRole('status').textContent).toBe('Page 1 of 2');
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((row) => within(row).getByTestId('admin-message-name').textContent)).toEqual([
      'Shopper 2',
      'Shopper 1',
    ]);
    expect(within(pager).getByRole('status').textContent).toBe('Page 2 of 2');
    expect(within(pager).getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');

    // Deleting both messages of the last page goes back to the page before, not an empty table.
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(within(rows()[0]!).getByTestId('admin-message-delete'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(within(rows()[0]!).getByTestId('admin-message-delete'));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.queryByRole('navigation', { name: 'Message pages' })).toBeNull();
    expect(within(rows()[0]!).getByTestId('admin-message-name').textContent).toBe('Shopper 27');
  });

  it('says when there are no messages', async () => {
    api.stored = [];
    renderPage();
    expect((await screen.findByTestId('admin-messages-empty')).textContent).toBe('No messages yet.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /api/contacts?page=1&size=25']);
  });

  it('says when the list cannot be loaded and loads it again on Retry', async () => {
    api.failList = 500;
    renderPage();
    const error = await screen.findByTestId('admin-messages-load-error');
    expect(error.getAttribute('role')).toBe('alert');
    api.failList = null;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('opens the admin login when the session has ended, like every admin screen', async () => {
    api.failList = 401;
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
  });
});
