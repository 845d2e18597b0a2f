import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarFixture } from '../../features/checkout/model/calendar-test-data';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { App } from '../App';

/** The whole shop: Proceed to Checkout → (login) → checkout → order, cart and badge in step. */
function gateway(onOrder = () => jsonResponse({ _id: 'o1', orderId: 'BB-1' }, 201)) {
  return mockFetch((url) => {
    const path = new URL(url, 'http://shop.test').pathname;
    if (path === '/api/users/request-otp') return jsonResponse({ message: 'OTP sent to your email!' });
    if (path === '/api/users/verify-otp') return jsonResponse({ token: 'jwt-ann', user: { email: 'ann@example.com' } });
    if (path === '/api/orders') return onOrder();
    if (path === '/api/fulfilment/calendar') return jsonResponse(calendarFixture('pickup'));
    return jsonResponse([]);
  });
}

async function openShopWithCart() {
  sessionStorage.setItem('cart', JSON.stringify([{ id: 'b1', productId: 'b1', name: 'Star Charm', price: 12, quantity: 2 }]));
  window.history.pushState({}, '', '/');
  render(<App />);
  await screen.findByRole('heading', { name: 'Explore!' });
}

async function proceedToCheckout() {
  fireEvent.click(screen.getByRole('button', { name: 'Cart, 1 item' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
}

/** Fills the address and goes to step 2, once the shop's dates are there. */
async function toConfirmStep(checkout: HTMLElement) {
  const values: Record<string, string> = {
    'checkout-firstName': 'Ann',
    'checkout-lastName': 'Lee',
    'checkout-phone': '1',
    'checkout-address1': '1 Main St',
    'checkout-city': 'Trenton',
    'checkout-state': 'New Jersey',
    'checkout-postalCode': '08600',
  };
  for (const [testId, value] of Object.entries(values)) fireEvent.change(within(checkout).getByTestId(testId), { target: { value } });
  fireEvent.click(within(checkout).getByTestId('checkout-next'));
  // Confirm Order waits for the shop's dates (the earliest is offered).
  await within(checkout).findByTestId('checkout-fulfilment');
}

async function logIn() {
  const login = await screen.findByRole('dialog', { name: 'Login' });
  fireEvent.change(within(login).getByLabelText('E-mail'), { target: { value: 'ann@example.com' } });
  fireEvent.click(within(login).getByRole('button', { name: 'Send code' }));
  fireEvent.change(await within(login).findByLabelText('One-time code'), { target: { value: '123456' } });
  fireEvent.click(within(login).getByRole('button', { name: 'Verify' }));
}

/** Opens the shop with a cart, logs in from the header, then Proceed to Checkout: resolves to the checkout dialog. */
async function openCheckoutLoggedIn(): Promise<HTMLElement> {
  await openShopWithCart();
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  await logIn();
  await waitFor(() => expect(screen.queryByTestId('login-modal')).toBeNull());
  await proceedToCheckout();
  return screen.findByTestId('checkout-dialog');
}

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

describe('Proceed to Checkout', () => {
  it('when logged out: asks to log in, then opens the checkout at step 1 after the login', async () => {
    gateway();
    await openShopWithCart();
    await proceedToCheckout();
    expect(await screen.findByText('Please login first!')).toBeTruthy();
    expect(screen.queryByTestId('cart-drawer')).toBeNull();
    await logIn();

    const checkout = await screen.findByTestId('checkout-dialog');
    expect(within(checkout).getByTestId('checkout-step-title').textContent).toContain('Step 1 of 2');
    expect(screen.queryByTestId('login-modal')).toBeNull();
    // The signed-in e-mail is filled in.
    expect((within(checkout).getByLabelText('E-mail') as HTMLInputElement).value).toBe('ann@example.com');
    // The request to log in is answered: its toast goes, so it does not sit beside 'Login successful!'.
    await waitFor(() => expect(screen.queryByText('Please login first!')).toBeNull(), { timeout: 3000 });
    // The first test compiles the lazy login and checkout (with the query cache) on the fly.
  }, 15_000);

  it('when logged in: closes the cart and opens the checkout; a placed order empties the cart', async () => {
    gateway();
    const checkout = await openCheckoutLoggedIn();
    expect(screen.queryByTestId('cart-drawer')).toBeNull();
    expect(screen.queryByText('Please login first!')).toBeNull();

    await toConfirmStep(checkout);
    expect(within(checkout).getByTestId('checkout-total').textContent).toBe('$24.00');
    fireEvent.click(within(checkout).getByTestId('checkout-confirm'));

    expect(await screen.findByText('Order placed successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('checkout-dialog')).toBeNull());
    expect(screen.getByTestId('cart-badge').textContent).toBe('0');
    expect(JSON.parse(sessionStorage.getItem('cart')!)).toEqual([]);
    // The whole app, a login, two steps and the calendar: more than the default 5 s on a loaded machine.
  }, 15_000);

  it("when prices changed since the cart was filled: the cart takes the server's prices, and the order goes with them", async () => {
    let attempts = 0;
    const orders = gateway(() => {
      attempts += 1;
      if (attempts > 1) return jsonResponse({ _id: 'o1', orderId: 'BB-1' }, 201);
      const priced = { productId: 'b1', name: 'Star Charm', quantity: 2, basePrice: 14, totalPrice: 14, price: 14, selectedSheet: null };
      const message = 'Prices have changed since these items were added to your cart: the total is now $28.00, not $24.00.';
      return jsonResponse({ statusCode: 409, code: 'ORDERS.PRICES_CHANGED', message, details: { total: 28, cart: [priced] } }, 409);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const checkout = await openCheckoutLoggedIn();
    await toConfirmStep(checkout);

    fireEvent.click(within(checkout).getByTestId('checkout-confirm'));
    expect((await within(checkout).findByRole('alert')).textContent).toContain('the total is now $28.00');
    await waitFor(() => expect(within(checkout).getByTestId('checkout-total').textContent).toBe('$28.00'));
    // The cart itself (kept in session storage, shown in the drawer) has the new price.
    expect(JSON.parse(sessionStorage.getItem('cart')!)).toEqual([
      { id: 'b1', productId: 'b1', name: 'Star Charm', price: 14, totalPrice: 14, quantity: 2 },
    ]);

    fireEvent.click(within(checkout).getByTestId('checkout-confirm'));
    expect(await screen.findByText('Order placed successfully!')).toBeTruthy();
    const bodies = orders.mock.calls
      .filter(([url]) => String(url).endsWith('/api/orders'))
      .map(([, init]) => JSON.parse(String(init?.body)) as { total: number });
    expect(bodies.map((body) => body.total)).toEqual([24, 28]);
  }, 15_000);
});
