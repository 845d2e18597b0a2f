import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './ProductCard';

function renderCards() {
  render(
    <MemoryRouter>
      {['Mini Pastel Box', 'Blush Rose Box'].map((name) => (
        <ProductCard
          key={name}
          name={name}
          price={29}
          onAddToCart={() => {}}
          details={{ to: `/occasions/${name}`, label: 'View Details' }}
        />
      ))}
    </MemoryRouter>,
  );
}

describe('ProductCard', () => {
  it('keeps the visible action names and describes each action by its product, for screen readers', () => {
    renderCards();
    for (const name of ['Mini Pastel Box', 'Blush Rose Box']) {
      expect(screen.getByRole('button', { name: 'Add to Cart', description: name })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'View Details', description: name })).toBeTruthy();
    }
  });
});
