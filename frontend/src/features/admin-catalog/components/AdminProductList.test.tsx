import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BOUQUETS } from '../model/bouquets';
import { KEYCHAINS } from '../model/keychains';
import { OCCASION_PRODUCTS } from '../model/occasion-products';
import { AdminProductList } from './AdminProductList';

// The server takes a 92-character name without a space.
const LONG_WORD = 'X'.repeat(92);

describe('AdminProductList', () => {
  it.each([OCCASION_PRODUCTS, KEYCHAINS, BOUQUETS])(
    '$testId: a long unbroken name or description wraps inside its row (the shared admin-long-text rule)',
    (kind) => {
      render(
        <AdminProductList
          kind={kind}
          products={[{ _id: 'p1', name: LONG_WORD, price: 20, category: 'birthday', description: LONG_WORD }]}
          status="success"
          onRetry={() => {}}
          onDelete={() => {}}
        />,
      );
      expect(screen.getByTestId(`${kind.testId}-row-name`).classList).toContain('admin-long-text');
      expect(screen.getAllByText(LONG_WORD).map((element) => element.classList.contains('admin-long-text'))).toEqual([
        true,
        true,
      ]);
    },
  );

  it.each([OCCASION_PRODUCTS, KEYCHAINS, BOUQUETS])(
    '$testId: a list that failed to load says so (an alert) with a Retry that asks again',
    (kind) => {
      const retry = vi.fn();
      render(<AdminProductList kind={kind} products={[]} status="error" onRetry={retry} onDelete={() => {}} />);
      const failure = screen.getByTestId(`${kind.testId}-load-error`);
      expect(failure.getAttribute('role')).toBe('alert');
      expect(within(failure).getByText(kind.texts.loadFailed)).toBeTruthy();
      fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
      expect(retry).toHaveBeenCalledOnce();
    },
  );
});
