import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BOUQUETS } from '../model/bouquets';
import { KEYCHAINS } from '../model/keychains';
import { OCCASION_PRODUCTS } from '../model/occasion-products';
import { AdminProductList } from './AdminProductList';
import { record } from '../../../test/api-records';
import type { Product } from '../../../lib/api/schemas';

// The server takes a 92-character name without a space.
const LONG_WORD = 'X'.repeat(92);

describe('AdminProductList', () => {
  it.each([OCCASION_PRODUCTS, KEYCHAINS, BOUQUETS])(
    '$testId: a long unbroken name or description wraps inside its row (the shared admin-long-text rule)',
    (kind) => {
      render(
        <AdminProductList
          kind={kind}
          products={[record<Product>({ _id: 'p1', name: LONG_WORD, price: 20, category: 'birthday', description: LONG_WORD })]}
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

  it.each([OCCASION_PRODUCTS, BOUQUETS])(
    '$testId: each row keeps its Edit and Delete names and describes them by its product, for screen readers',
    (kind) => {
      const products = ['Sweet Roses', 'Tulip Joy'].map((name, index) => record<Product>({ _id: `p${index}`, name, price: 20 }));
      render(
        <AdminProductList
          kind={kind}
          products={products}
          status="success"
          onRetry={() => {}}
          onEdit={() => {}}
          onDelete={() => {}}
        />,
      );
      for (const { name } of products) {
        expect(screen.getByRole('button', { name: 'Edit', description: name })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Delete', description: name })).toBeTruthy();
      }
    },
  );

  it('keychains: each Delete is described by its product', () => {
    render(
      <AdminProductList
        kind={KEYCHAINS}
        products={[record<Product>({ _id: 'k1', name: 'Star Charm', price: 9 })]}
        status="success"
        onRetry={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Delete', description: 'Star Charm' })).toBeTruthy();
  });
});
