import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import type { CartItemInput } from '../../../lib/types/cart';
import { useAddToCart } from '../hooks/useAddToCart';
import { CartButton } from './CartButton';
import { CartDrawer } from './CartDrawer';
import { CartProvider } from './CartProvider';

const boxA: CartItemInput = { productId: 'a', name: 'Rose Box', price: 30, image: '/a.png', quantity: 1 };
const boxB: CartItemInput = { productId: 'b', name: 'Star Charm', price: 12, image: '/b.png', quantity: 1 };
const withSheet: CartItemInput = {
  productId: 'bq',
  name: 'Spring Bouquet',
  basePrice: 40,
  totalPrice: 45,
  selectedSheet: { id: 'coach-pink', name: 'Coach Pink', price: 5, image: '/coach.png' },
  image: '/bq.png',
  quantity: 1,
};

function AddButtons() {
  const addToCart = useAddToCart();
  return (
    <>
      {[boxA, boxB, withSheet].map((item) => (
        <button key={item.productId} type="button" onClick={() => addToCart(item)}>
          add {item.productId}
        </button>
      ))}
    </>
  );
}

function renderCart(onProceedToCheckout = vi.fn()) {
  render(
    <CartProvider>
      <CartButton />
      <AddButtons />
      <CartDrawer onProceedToCheckout={onProceedToCheckout} />
      <Toaster />
    </CartProvider>,
  );
  return { onProceedToCheckout };
}

const badge = () => screen.getByTestId('cart-badge').textContent;
const storedCart = () => JSON.parse(sessionStorage.getItem('cart') ?? 'null') as Array<{ id: string; quantity: number }>;
const lines = () => screen.queryAllByTestId('cart-line');
const cartButton = () => screen.getByRole('button', { name: /^Cart, \d+ items?$/ });
// Focus first, as a real click or key press would: the drawer gives focus back to its opener.
const openDrawer = () => {
  cartButton().focus();
  fireEvent.click(cartButton());
};

describe('cart drawer', () => {
  it('opens from the cart icon as a dialog named by its title, with the empty text on a fresh session', () => {
    renderCart();
    expect(screen.queryByTestId('cart-drawer')).toBeNull();
    expect(badge()).toBe('0');

    openDrawer();
    const drawer = screen.getByRole('dialog', { name: 'Your Cart' });
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    expect(within(drawer).getByText('Cart is empty.')).toBeTruthy();
    expect(lines()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(screen.queryByTestId('cart-drawer')).toBeNull();
    expect(document.activeElement).toBe(cartButton());
  });

  it('disables Clear Cart and Proceed to Checkout while the cart is empty', () => {
    const { onProceedToCheckout } = renderCart();
    openDrawer();
    const clear = screen.getByRole('button', { name: 'Clear Cart' }) as HTMLButtonElement;
    const checkout = screen.getByRole('button', { name: 'Proceed to Checkout' }) as HTMLButtonElement;
    expect(clear.disabled).toBe(true);
    expect(checkout.disabled).toBe(true);
    fireEvent.click(checkout);
    expect(onProceedToCheckout).not.toHaveBeenCalled();

    fireEvent.click(screen.getByText('add a'));
    expect(clear.disabled).toBe(false);
    expect(checkout.disabled).toBe(false);
  });

  it("names the cart button with the line count and announces changes politely", () => {
    renderCart();
    const live = screen.getByTestId('cart-count-announcement');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy();

    fireEvent.click(screen.getByText('add a'));
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeTruthy();
    expect(live.textContent).toBe('Cart, 1 item');

    fireEvent.click(screen.getByText('add b'));
    fireEvent.click(screen.getByText('add bq'));
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeTruthy();
    expect(live.textContent).toBe('Cart, 3 items');
  });

  it('keeps quantities whole numbers from 1 to 99 and shows each line total', () => {
    renderCart();
    fireEvent.click(screen.getByText('add a'));
    openDrawer();
    const line = lines()[0]!;
    const input = within(line).getByTestId('cart-line-quantity') as HTMLInputElement;
    const total = () => within(line).getByTestId('cart-line-total').textContent;
    expect(total()).toBe('$30.00');

    fireEvent.change(input, { target: { value: '4' } });
    expect(storedCart()[0]!.quantity).toBe(4);
    expect(total()).toBe('$120.00');

    fireEvent.change(input, { target: { value: '1.5' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter a whole number from 1 to 99.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(storedCart()[0]!.quantity).toBe(4);
    expect(total()).toBe('$120.00');

    fireEvent.change(input, { target: { value: '150' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(line).getByRole('status').textContent).toBe('99 is the most of one item in an order.');
    expect(storedCart()[0]!.quantity).toBe(99);
    expect(input.value).toBe('99');
    expect(total()).toBe('$2,970.00');
    expect((within(line).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(input, { target: { value: '-3' } });
    expect(lines()).toHaveLength(0);
  });

  it('counts lines, not quantities, and merges repeated adds', async () => {
    renderCart();
    fireEvent.click(screen.getByText('add a'));
    fireEvent.click(screen.getByText('add a'));
    fireEvent.click(screen.getByText('add b'));

    expect(badge()).toBe('2');
    expect(storedCart().map((line) => [line.id, line.quantity])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    expect(await screen.findByText('Star Charm added to cart')).toBeTruthy();
  });

  it('shows image, name, quantity, unit price and the sheet as a surcharge', () => {
    renderCart();
    fireEvent.click(screen.getByText('add bq'));
    openDrawer();
    const line = screen.getByTestId('cart-line');
    expect(within(line).getByRole('img').getAttribute('src')).toBe('/bq.png');
    expect(within(line).getByText('Spring Bouquet')).toBeTruthy();
    expect((within(line).getByTestId('cart-line-quantity') as HTMLInputElement).value).toBe('1');
    expect(within(line).getByTestId('cart-line-unit-price').textContent).toBe('$45.00');
    expect(within(line).getByTestId('cart-line-sheet').textContent).toBe('+ Coach Pink ($5.00)');
  });

  it('tells lines of the same product apart by their sheet: the quantity group names it, Remove is described by it', () => {
    renderCart();
    fireEvent.click(screen.getByText('add bq'));
    fireEvent.click(screen.getByText('add a'));
    openDrawer();
    const [sheetLine, plainLine] = lines();
    expect(within(sheetLine!).getByRole('group', { name: 'Quantity of Spring Bouquet with Coach Pink paper' })).toBeTruthy();
    expect(within(plainLine!).getByRole('group', { name: 'Quantity of Rose Box' })).toBeTruthy();
    const describedRemove = (line: HTMLElement) => {
      const remove = within(line).getByRole('button', { name: 'Remove' });
      return (remove.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    };
    expect(describedRemove(sheetLine!)).toBe('Spring Bouquet + Coach Pink ($5.00)');
    expect(describedRemove(plainLine!)).toBe('Rose Box');
  });

  it('changes quantities, removes a line at 0 and keeps session storage in step', () => {
    renderCart();
    fireEvent.click(screen.getByText('add a'));
    fireEvent.click(screen.getByText('add b'));
    openDrawer();

    const first = lines()[0]!;
    fireEvent.click(within(first).getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(within(first).getByRole('button', { name: 'Increase quantity' }));
    expect((within(first).getByTestId('cart-line-quantity') as HTMLInputElement).value).toBe('3');
    expect(storedCart()[0]!.quantity).toBe(3);

    fireEvent.change(within(first).getByTestId('cart-line-quantity'), { target: { value: '0' } });
    expect(lines()).toHaveLength(1);
    expect(badge()).toBe('1');
    expect(storedCart().map((line) => line.id)).toEqual(['b']);

    fireEvent.click(within(lines()[0]!).getByRole('button', { name: 'Decrease quantity' }));
    expect(lines()).toHaveLength(0);
    expect(storedCart()).toEqual([]);
  });

  describe('keeps focus in the open drawer when a line goes', () => {
    const control = (line: HTMLElement, name: string) => within(line).getByRole('button', { name });
    // Focus first, as a real click or key press would.
    const press = (button: HTMLElement) => {
      button.focus();
      fireEvent.click(button);
    };

    it('− at quantity 1: to the next line, then to the empty-cart text', () => {
      renderCart();
      fireEvent.click(screen.getByText('add a'));
      fireEvent.click(screen.getByText('add b'));
      openDrawer();

      press(control(lines()[0]!, 'Decrease quantity'));
      expect(lines().map((line) => line.getAttribute('data-line-id'))).toEqual(['b']);
      expect(document.activeElement).toBe(control(lines()[0]!, 'Decrease quantity'));

      press(control(lines()[0]!, 'Decrease quantity'));
      expect(screen.getByRole('dialog', { name: 'Your Cart' })).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByText('Cart is empty.'));
    });

    it('Remove on the last line: to the line before it', () => {
      renderCart();
      fireEvent.click(screen.getByText('add a'));
      fireEvent.click(screen.getByText('add b'));
      openDrawer();
      press(within(lines()[1]!).getByRole('button', { name: 'Remove' }));
      expect(lines()).toHaveLength(1);
      expect(document.activeElement).toBe(control(lines()[0]!, 'Decrease quantity'));
    });

    it('Clear Cart: to the empty-cart text', () => {
      renderCart();
      fireEvent.click(screen.getByText('add a'));
      openDrawer();
      press(screen.getByRole('button', { name: 'Clear Cart' }));
      expect(document.activeElement).toBe(screen.getByText('Cart is empty.'));
    });
  });

  it('empties the cart with Clear Cart', () => {
    renderCart();
    fireEvent.click(screen.getByText('add a'));
    fireEvent.click(screen.getByText('add b'));
    fireEvent.click(screen.getByText('add bq'));
    openDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(screen.getByText('Cart is empty.')).toBeTruthy();
    expect(badge()).toBe('0');
    expect(storedCart()).toEqual([]);
  });

  it('restores the cart from session storage with the unit price fallback chain', () => {
    sessionStorage.setItem(
      'cart',
      JSON.stringify([
        { id: 't', name: 'Total only', totalPrice: 45, quantity: 1 },
        { id: 'b', name: 'Base only', basePrice: 40, quantity: 2 },
        { id: 'p', name: 'Price string', price: '$12.50', quantity: 1 },
        { id: 'n', name: 'No price', quantity: 1 },
      ]),
    );
    renderCart();
    expect(badge()).toBe('4');
    openDrawer();
    expect(screen.getAllByTestId('cart-line-unit-price').map((price) => price.textContent)).toEqual([
      '$45.00',
      '$40.00',
      '$12.50',
      '$0.00',
    ]);
  });

  it('hands Proceed to Checkout to the app', () => {
    const { onProceedToCheckout } = renderCart();
    fireEvent.click(screen.getByText('add a'));
    openDrawer();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    });
    expect(onProceedToCheckout).toHaveBeenCalledTimes(1);
  });
});
