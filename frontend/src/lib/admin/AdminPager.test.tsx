import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminPager } from './AdminPager';

function renderPager(page: number, onPage = vi.fn()) {
  render(
    <section data-testid="panel">
      <AdminPager page={page} pages={3} onPage={onPage} label="Message pages" testIdPrefix="admin-messages" />
    </section>,
  );
  return onPage;
}

describe('AdminPager', () => {
  it("turns the page and brings the panel's top into view, not the last rows of the new page", () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const onPage = renderPager(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(3);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(screen.getByTestId('panel'));
    fireEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('keeps Prev on page 1 focusable but does nothing with it, and says which page is shown', () => {
    const onPage = renderPager(1);
    const prev = screen.getByRole('button', { name: 'Prev' });
    expect(prev.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(prev);
    expect(onPage).not.toHaveBeenCalled();
    expect(screen.getByRole('navigation', { name: 'Message pages' }).textContent).toContain('Page 1 of 3');
  });
});
