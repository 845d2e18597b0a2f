import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { US_STATES } from '@shop-rules/us-states';
import type { CartLine } from '../../../lib/types/cart';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { CHECKOUT_ADDRESS } from '../../../test/order-fixtures';
import { renderWithQueries } from '../../../test/render-with-queries';
import type { OrderLine } from '../../../lib/api/schemas';
import { ORDER_FAILED_TEXT, ORDER_PLACED_TEXT } from '../hooks/usePlaceOrder';
import { calendarFixture } from '../model/calendar-test-data';
import { STAYS_INTERACTIVE_ATTRIBUTE } from '../../../components/Dialog';
import { CheckoutDialog } from './CheckoutDialog';
import { records } from '../../../test/api-records';

vi.mock('tabbable', async (original) => (await import('../../../test/tabbable-in-jsdom')).tabbableInJsdom(original));

/** Box $12 × 2 and a bouquet $30 with the Cow sheet ($4): subtotal $58.00. */
const LINES: CartLine[] = [
  { id: 'box1', productId: 'box1', name: 'Star Box', price: 12, quantity: 2, selectedSheet: null },
  {
    id: 'bq1-cow',
    productId: 'bq1',
    name: 'Spring Bouquet',
    basePrice: 30,
    totalPrice: 34,
    quantity: 1,
    selectedSheet: { id: 'cow', name: 'Cow', price: 4, image: '/cow.png' },
  },
];
const SUBTOTAL = 58;

const ADDRESS = CHECKOUT_ADDRESS;
type FieldName = keyof typeof ADDRESS;
const REQUIRED: FieldName[] = ['firstName', 'lastName', 'email', 'phone', 'address1', 'city', 'state', 'postalCode'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Harness {
  /** The query cache the dialog shares with the page behind it. */
  client: QueryClient;
  onOrderPlaced: Mock<() => void>;
  onPricesChanged: Mock<(priced: readonly OrderLine[]) => void>;
  onClose: Mock<() => void>;
}

/** The cart the app hands to the checkout. */
interface Cart {
  lines: CartLine[];
  subtotal: number;
}

/**
 * The dialog behind an opener button, as the app has it (closing and reopening keeps nothing in
 * memory). `repriced`: the cart the app holds once it took the server's prices.
 */
function renderCheckout({ signedInEmail, repriced }: { signedInEmail?: string; repriced?: Cart } = {}): Harness {
  const harness: Omit<Harness, 'client'> = {
    onOrderPlaced: vi.fn<() => void>(),
    onPricesChanged: vi.fn<(priced: readonly OrderLine[]) => void>(),
    onClose: vi.fn<() => void>(),
  };
  function Shop() {
    const [open, setOpen] = useState(true);
    const [cart, setCart] = useState<Cart>({ lines: LINES, subtotal: SUBTOTAL });
    return (
      <>
        {/* As the app has it (AppToaster): in <body> before any dialog, kept interactive above it. */}
        {createPortal(
          <div {...{ [STAYS_INTERACTIVE_ATTRIBUTE]: '' }}>
            <Toaster />
          </div>,
          document.body,
        )}
        <button type="button" onClick={() => setOpen(true)}>
          Open checkout
        </button>
        <CheckoutDialog
          open={open}
          onClose={() => {
            harness.onClose();
            setOpen(false);
          }}
          lines={cart.lines}
          subtotal={cart.subtotal}
          onOrderPlaced={harness.onOrderPlaced}
          onPricesChanged={(priced) => {
            harness.onPricesChanged(priced);
            if (repriced) setCart(repriced);
          }}
          signedInEmail={signedInEmail}
        />
      </>
    );
  }
  const { client } = renderWithQueries(<Shop />);
  return { ...harness, client };
}

const dialog = () => screen.getByTestId('checkout-dialog');
const field = (name: FieldName) => screen.getByTestId(`checkout-${name}`) as HTMLInputElement | HTMLSelectElement;
const next = () => screen.getByTestId('checkout-next') as HTMLButtonElement;
const confirmButton = () => screen.getByTestId('checkout-confirm') as HTMLButtonElement;

/**
 * Sends the order with the focus on <body> while Confirm Order is disabled, as a browser drops
 * the focus of a button turning disabled; jsdom neither does nor lets a disabled button blur.
 */
async function confirmWithFocusDropped() {
  confirmButton().focus();
  confirmButton().blur();
  fireEvent.click(confirmButton());
  await waitFor(() => expect(confirmButton().disabled).toBe(true));
  expect(document.activeElement).toBe(document.body);
}
const option = (value: 'pickup' | 'delivery') => screen.getByTestId(`delivery-option-${value}`) as HTMLInputElement;
const total = () => screen.getByTestId('checkout-total').textContent;
const storedForm = () => JSON.parse(sessionStorage.getItem('checkoutForm') ?? 'null') as Record<string, string> | null;

function fill(values: Partial<Record<FieldName, string>>) {
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(field(name as FieldName), { target: { value } });
  }
}

function toStep2(values: Partial<Record<FieldName, string>> = ADDRESS) {
  fill(values);
  fireEvent.click(next());
  expect(screen.getByTestId('checkout-step-delivery')).toBeTruthy();
}

/** Step 2 once the shop's calendar has arrived and the earliest date (and window) is offered. */
async function toStep2WithDates(values: Partial<Record<FieldName, string>> = ADDRESS) {
  toStep2(values);
  await screen.findByTestId('checkout-fulfilment');
}

/** Answers the shop's calendar for either mode; `other` answers everything else. */
function isCalendar(url: string): 'pickup' | 'delivery' | null {
  const match = /\/api\/fulfilment\/calendar\?delivery=(pickup|delivery)$/.exec(url);
  return match ? (match[1] as 'pickup' | 'delivery') : null;
}

function closeAndReopen() {
  fireEvent.click(screen.getByTestId('checkout-close'));
  expect(screen.queryByTestId('checkout-dialog')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Open checkout' }));
}

beforeEach(() => {
  sessionStorage.setItem('token', 'customer-token');
  mockFetch((url) => {
    const mode = isCalendar(url);
    return mode ? jsonResponse(calendarFixture(mode)) : jsonResponse({ message: 'not in this test' }, 404);
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('checkout step 1: the address', () => {
  it('is a modal named Checkout with the nine labelled fields, step 1 of 2', () => {
    renderCheckout();
    const modal = screen.getByRole('dialog', { name: 'Checkout' });
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(within(modal).getByTestId('checkout-step-title').textContent).toBe('Step 1 of 2: Your details');
    for (const label of ['First name', 'Last name', 'E-mail', 'Phone', 'Address line 1', 'Address line 2 (optional)', 'City', 'State', 'ZIP code']) {
      expect(within(modal).getByLabelText(label)).toBeTruthy();
    }
    // The dialog puts the cursor in the first field.
    expect(document.activeElement).toBe(field('firstName'));
  });

  it('chooses the state from a list of the 50 US states, without DC or territories', () => {
    renderCheckout();
    const state = field('state');
    expect(state.tagName).toBe('SELECT');
    const options = Array.from((state as HTMLSelectElement).options);
    expect(options[0]!.value).toBe('');
    const states = options.slice(1).map((item) => item.value);
    expect(states).toHaveLength(50);
    expect(states).toEqual([...US_STATES]);
    expect(states).toContain('New Jersey');
    for (const notAState of ['District of Columbia', 'Puerto Rico', 'Guam']) expect(states).not.toContain(notAState);
  });

  it('says in the e-mail placeholder that it must match the login e-mail, but does not check it', () => {
    renderCheckout({ signedInEmail: 'ada@example.com' });
    expect(field('email').getAttribute('placeholder')).toMatch(/login e-mail/i);
    fill({ ...ADDRESS, email: 'someone-else@example.org' });
    expect(next().disabled).toBe(false);
  });

  it('enables Next only when every required field holds more than spaces', () => {
    renderCheckout();
    expect(next().disabled).toBe(true);
    fill(ADDRESS);
    expect(next().disabled).toBe(false);

    for (const name of REQUIRED) {
      fill({ [name]: '' });
      expect(next().disabled, `${name} empty`).toBe(true);
      if (name !== 'state') {
        fill({ [name]: '   ' });
        expect(next().disabled, `${name} blank`).toBe(true);
      }
      fill({ [name]: ADDRESS[name] });
      expect(next().disabled).toBe(false);
    }
  });

  it('names the missing fields beside the disabled Next, and flags them once left', () => {
    renderCheckout();
    const hint = () => screen.getByTestId('checkout-next-hint').textContent;
    expect(next().getAttribute('aria-describedby')).toBe(screen.getByTestId('checkout-next-hint').id);
    expect(hint()).toBe(
      'Fill in every required field to continue: First name, Last name, E-mail, Phone, Address line 1, City, State, ZIP code.',
    );

    // A name of spaces looks filled in; the hint still names it.
    fill({ ...ADDRESS, firstName: '   ', postalCode: '' });
    expect(next().disabled).toBe(true);
    expect(hint()).toBe('Fill in every required field to continue: First name, ZIP code.');
    expect(field('firstName').getAttribute('aria-invalid')).toBeNull();

    fireEvent.blur(field('firstName'));
    fireEvent.blur(field('postalCode'));
    fireEvent.blur(field('lastName'));
    expect(field('firstName').getAttribute('aria-invalid')).toBe('true');
    expect(field('postalCode').getAttribute('aria-invalid')).toBe('true');
    expect(field('lastName').getAttribute('aria-invalid')).toBeNull();

    fill({ state: '' });
    fireEvent.blur(field('state'));
    expect(field('state').getAttribute('aria-invalid')).toBe('true');
    expect(hint()).toBe('Fill in every required field to continue: First name, State, ZIP code.');

    fill({ firstName: 'Ada', postalCode: '08540', state: 'Ohio' });
    expect(field('firstName').getAttribute('aria-invalid')).toBeNull();
    expect(field('state').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByTestId('checkout-next-hint')).toBeNull();
    expect(next().disabled).toBe(false);
  });

  it('leaves address2 optional and does not check phone or ZIP formats', () => {
    renderCheckout();
    fill({ ...ADDRESS, address2: '', phone: 'abc', postalCode: '1' });
    expect(next().disabled).toBe(false);
    fireEvent.click(next());
    expect(screen.getByTestId('checkout-step-delivery')).toBeTruthy();
  });

  it('keeps the values in session storage checkoutForm and restores them on reopening', () => {
    renderCheckout();
    fill({ firstName: 'Ada', state: 'Ohio' });
    expect(storedForm()).toMatchObject({ firstName: 'Ada', state: 'Ohio', lastName: '' });

    closeAndReopen();
    expect(field('firstName').value).toBe('Ada');
    expect(field('state').value).toBe('Ohio');
    expect(screen.getByTestId('checkout-step-address')).toBeTruthy();
  });

  it('starts from a saved form, else from the signed-in e-mail', () => {
    renderCheckout({ signedInEmail: 'ada@example.com' });
    expect(field('email').value).toBe('ada@example.com');
    expect(field('firstName').value).toBe('');
  });

  it('ignores damaged saved values', () => {
    sessionStorage.setItem('checkoutForm', JSON.stringify({ firstName: 7, lastName: 'Byron', state: 'Atlantis' }));
    renderCheckout();
    expect(field('firstName').value).toBe('');
    expect(field('lastName').value).toBe('Byron');
    expect(field('state').value).toBe('');
  });
});

describe('checkout step 1: the card message (issue 13)', () => {
  const cardMessage = () => screen.getByLabelText('Card message (optional)') as HTMLTextAreaElement;
  const write = (value: string) => fireEvent.change(cardMessage(), { target: { value } });
  const announced = () => screen.getByTestId('card-message-announcement').textContent;
  const preview = () => screen.getByTestId('card-message-preview');

  it('is an optional textarea of at most 250 characters, read with its hint and count; Next does not wait for it', () => {
    renderCheckout();
    const field = cardMessage();
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.maxLength).toBe(250);
    expect(field.getAttribute('aria-required')).toBeNull();
    const description = field
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent)
      .join(' ');
    expect(description).toContain('Prices are never on it.');
    expect(description).toContain('250 of 250 characters left');
    fill(ADDRESS);
    expect(next().disabled).toBe(false);
  });

  it('counts as the shopper types and shows the message on a card preview', () => {
    renderCheckout();
    expect(screen.getByTestId('card-message-count').textContent).toContain('0 / 250');
    expect(preview().getAttribute('aria-hidden')).toBe('true');
    expect(preview().textContent).toContain('Your message will appear here');

    write('Happy birthday, Mum!\nLove, Ann');
    expect(screen.getByTestId('card-message-count').textContent).toContain('30 / 250');
    expect(screen.getByTestId('card-message-count').textContent).toContain('220 of 250 characters left');
    expect(screen.getByTestId('card-message-preview-text').textContent).toBe('Happy birthday, Mum!\nLove, Ann');
    expect(preview().textContent).not.toContain('Your message will appear here');
  });

  it('announces the count politely at 50, 20 and 10 left and when full, not at every keystroke', () => {
    renderCheckout();
    const region = screen.getByTestId('card-message-announcement');
    expect(region.getAttribute('role')).toBe('status');
    write('x'.repeat(10));
    expect(announced()).toBe('');
    write('x'.repeat(200));
    expect(announced()).toBe('50 characters left for the card message.');
    write('x'.repeat(205));
    expect(announced()).toBe('50 characters left for the card message.');
    write('x'.repeat(240));
    expect(announced()).toBe('10 characters left for the card message.');
    write('x'.repeat(250));
    expect(announced()).toBe('The card message is full: 250 of 250 characters.');
    write('x'.repeat(100));
    expect(announced()).toBe('');
  });

  it('is kept in session storage checkoutForm with the address, restored on reopening, and left out while empty', () => {
    renderCheckout();
    fill({ firstName: 'Ada' });
    expect(storedForm()).not.toHaveProperty('cardMessage');
    write('With love\nfrom Ann');
    expect(storedForm()).toMatchObject({ firstName: 'Ada', cardMessage: 'With love\nfrom Ann' });

    closeAndReopen();
    expect(cardMessage().value).toBe('With love\nfrom Ann');
    expect(screen.getByTestId('card-message-count').textContent).toContain('18 / 250');
    write('');
    expect(storedForm()).not.toHaveProperty('cardMessage');
  });

  it('keeps at most 250 characters of a damaged saved message', () => {
    sessionStorage.setItem('checkoutForm', JSON.stringify({ ...ADDRESS, cardMessage: 'y'.repeat(400) }));
    renderCheckout();
    expect(cardMessage().value).toBe('y'.repeat(250));
  });
});

describe('checkout step 2: delivery and confirmation', () => {
  it('shows pickup chosen by default, the total with 2 decimals and a confirm button; Back keeps the values', () => {
    renderCheckout();
    toStep2();
    expect(screen.getByTestId('checkout-step-title').textContent).toBe('Step 2 of 2: Delivery and confirmation');
    expect(document.activeElement).toBe(screen.getByTestId('checkout-step-title'));
    expect(option('pickup').checked).toBe(true);
    expect(option('delivery').checked).toBe(false);
    expect(total()).toBe('$58.00');
    expect(confirmButton().textContent).toBe('Confirm Order');

    fireEvent.click(screen.getByTestId('checkout-back'));
    expect(screen.getByTestId('checkout-step-address')).toBeTruthy();
    for (const name of Object.keys(ADDRESS) as FieldName[]) expect(field(name).value).toBe(ADDRESS[name]);
  });

  it('asks in a toast before adding the delivery charge; OK adds $10 and saves the choice', async () => {
    renderCheckout();
    toStep2();
    fireEvent.click(option('delivery'));

    const toast = await screen.findByTestId('delivery-toast');
    expect(toast.textContent).toContain('$10.00');
    expect(document.activeElement).toBe(within(toast).getByRole('button', { name: 'OK' }));
    expect(within(toast).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    // Nothing is charged, stored or sent before the answer.
    expect(option('delivery').checked).toBe(true);
    expect(total()).toBe('$58.00');
    expect(confirmButton().disabled).toBe(true);
    expect(sessionStorage.getItem('checkoutDelivery')).toBeNull();
    // No calendar until the answer: the pickup dates and times are not the delivery's.
    expect(screen.queryByTestId('fulfilment-picker')).toBeNull();

    fireEvent.click(screen.getByTestId('delivery-toast-ok'));
    expect(screen.getByTestId('fulfilment-picker').dataset.mode).toBe('delivery');
    expect(screen.getByRole('group', { name: 'Delivery date' })).toBeTruthy();
    expect(screen.queryByTestId('delivery-toast')).toBeNull();
    expect(option('delivery').checked).toBe(true);
    expect(total()).toBe('$68.00');
    expect(screen.getByTestId('checkout-delivery-charge').textContent).toBe('$10.00');
    expect(sessionStorage.getItem('checkoutDelivery')).toBe('delivery');
    expect(document.activeElement).toBe(option('delivery'));
    // Enabled again once the delivery dates have arrived.
    await waitFor(() => expect(confirmButton().disabled).toBe(false));

    // Back to pickup: no charge, and a message says so.
    fireEvent.click(option('pickup'));
    expect(total()).toBe('$58.00');
    expect(sessionStorage.getItem('checkoutDelivery')).toBe('pickup');
    expect((await screen.findByTestId('pickup-message')).textContent).toMatch(/no delivery charge/);
  });

  it('says in the summary that the delivery charge waits for OK, without the pickup date, and counts it only after OK', async () => {
    renderCheckout();
    await toStep2WithDates();
    expect(screen.getByTestId('checkout-fulfilment').textContent).toMatch(/^Pickup on /);
    fireEvent.click(option('delivery'));
    await screen.findByTestId('delivery-toast');

    expect(screen.getByTestId('checkout-delivery-charge').textContent).toBe('$10.00 once you press OK');
    expect(screen.queryByTestId('checkout-fulfilment')).toBeNull();
    expect(total()).toBe('$58.00');

    fireEvent.click(screen.getByTestId('delivery-toast-cancel'));
    expect(screen.getByTestId('checkout-delivery-charge').textContent).toBe('$0.00');
    expect((await screen.findByTestId('checkout-fulfilment')).textContent).toMatch(/^Pickup on /);
    expect(total()).toBe('$58.00');
  });

  it('keeps the toast\'s OK and Cancel within reach of Tab while it asks, from either end of the dialog', async () => {
    renderCheckout();
    toStep2();
    fireEvent.click(option('delivery'));
    const ok = await screen.findByTestId('delivery-toast-ok');
    await waitFor(() => expect(document.activeElement).toBe(ok));
    const close = screen.getByTestId('checkout-close');
    // Confirm Order waits for the answer, so Back is the dialog's last stop.
    const back = screen.getByTestId('checkout-back');

    // Tab after the dialog's last stop comes round to the toast, not to the dialog's first stop.
    back.focus();
    fireEvent.keyDown(back, { key: 'Tab' });
    expect(document.activeElement).toBe(ok);
    // Shift+Tab from the toast goes round to the dialog's end; from the dialog's start, the browser moves back into the toast.
    fireEvent.keyDown(ok, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(back);
    close.focus();
    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(true);

    // Answered from the keyboard: Enter on OK is a click.
    ok.focus();
    fireEvent.click(ok);
    expect(total()).toBe('$68.00');
    expect(document.activeElement).toBe(option('delivery'));
  });

  it('goes back to pickup on Cancel', async () => {
    renderCheckout();
    toStep2();
    fireEvent.click(option('delivery'));
    fireEvent.click(await screen.findByTestId('delivery-toast-cancel'));
    expect(screen.queryByTestId('delivery-toast')).toBeNull();
    expect(option('pickup').checked).toBe(true);
    expect(total()).toBe('$58.00');
    expect(sessionStorage.getItem('checkoutDelivery')).toBe('pickup');
    expect(await screen.findByTestId('pickup-message')).toBeTruthy();
    expect(document.activeElement).toBe(option('pickup'));
    expect(screen.getByTestId('fulfilment-picker').dataset.mode).toBe('pickup');

    // Escape in the toast answers Cancel too, and leaves the checkout open.
    fireEvent.click(option('delivery'));
    fireEvent.keyDown(await screen.findByTestId('delivery-toast-ok'), { key: 'Escape' });
    expect(screen.queryByTestId('delivery-toast')).toBeNull();
    expect(option('pickup').checked).toBe(true);
    expect(screen.getByTestId('checkout-dialog')).toBeTruthy();
  });

  it('goes back to pickup when the toast runs out after 8 seconds with no answer', () => {
    vi.useFakeTimers();
    renderCheckout();
    toStep2();
    fireEvent.click(option('delivery'));
    act(() => vi.advanceTimersByTime(7999));
    expect(screen.getByTestId('delivery-toast')).toBeTruthy();
    expect(option('delivery').checked).toBe(true);

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('delivery-toast')).toBeNull();
    expect(option('pickup').checked).toBe(true);
    expect(total()).toBe('$58.00');
    expect(sessionStorage.getItem('checkoutDelivery')).toBe('pickup');
  });

  it('drops an unanswered question when the shopper goes Back: no charge', async () => {
    renderCheckout();
    toStep2();
    fireEvent.click(option('delivery'));
    await screen.findByTestId('delivery-toast');
    fireEvent.click(screen.getByTestId('checkout-back'));
    expect(screen.queryByTestId('delivery-toast')).toBeNull();
    fireEvent.click(next());
    expect(option('pickup').checked).toBe(true);
  });

  it('restores a confirmed delivery choice on reopening', () => {
    sessionStorage.setItem('checkoutDelivery', 'delivery');
    renderCheckout();
    toStep2();
    expect(option('delivery').checked).toBe(true);
    expect(total()).toBe('$68.00');
  });
});

/** The Star Box went up to $13 and the Spring Bouquet to $36 (with the Cow sheet, $4): $66.00 now. */
const PRICES_CHANGED_TEXT =
  'Prices have changed since these items were added to your cart: the total is now $66.00, not $58.00. Please check your cart and confirm again.';
const PRICED = records<OrderLine>([
  { productId: 'box1', name: 'Star Box', quantity: 2, basePrice: 13, totalPrice: 13, price: 13, selectedSheet: null },
  {
    productId: 'bq1',
    name: 'Spring Bouquet',
    quantity: 1,
    basePrice: 36,
    totalPrice: 40,
    price: 40,
    selectedSheet: { id: 'cow', name: 'Cow', price: 4 },
  },
]);
const PRICES_CHANGED = {
  statusCode: 409,
  code: 'ORDERS.PRICES_CHANGED',
  message: PRICES_CHANGED_TEXT,
  details: { subtotal: 66, deliveryFee: 0, total: 66, cart: PRICED },
};
/** The cart once the app took those prices (the cart's own rule, tested with it). */
const REPRICED: Cart = {
  lines: [
    { ...LINES[0]!, price: 13, totalPrice: 13 },
    { ...LINES[1]!, basePrice: 36, totalPrice: 40 },
  ],
  subtotal: 66,
};

describe('confirm order', () => {
  interface Post {
    url: string;
    body: Record<string, unknown>;
    headers: Record<string, string>;
  }
  let posts: Post[];
  let answers: number[];
  let release: (() => void) | null;
  let calendarReads: string[];
  let refusalText: string;

  function installApi() {
    return mockFetch(async (url, init) => {
      const mode = isCalendar(url);
      if (mode) {
        calendarReads.push(mode);
        return jsonResponse(calendarFixture(mode));
      }
      posts.push({ url, body: JSON.parse(init.body as string) as Record<string, unknown>, headers: init.headers as Record<string, string> });
      if (release === null) await new Promise<void>((resolve) => (release = resolve));
      const status = answers.shift() ?? 201;
      if (status === 409) return jsonResponse(PRICES_CHANGED, 409);
      if (status !== 201) return jsonResponse({ statusCode: status, code: 'ORDERS_UNAVAILABLE', message: refusalText }, status);
      return jsonResponse({ _id: 'o1', orderId: 'BB-20261123-K7Q2XM', total: 68 }, 201);
    });
  }

  beforeEach(() => {
    posts = [];
    answers = [];
    release = () => {};
    calendarReads = [];
    refusalText = 'No';
  });

  it('warns "Please login first!" without a token and sends nothing', async () => {
    installApi();
    renderCheckout();
    await toStep2WithDates();
    sessionStorage.removeItem('token');
    fireEvent.click(confirmButton());
    const warning = await screen.findByText('Please login first!');
    expect(within(warning.closest('[role="status"]')!.parentElement!).getByText('⚠️')).toBeTruthy();
    expect(posts).toEqual([]);
    expect(screen.getByTestId('checkout-dialog')).toBeTruthy();
  });

  it('sends the order, then clears the saved checkout, closes, toasts and only logs the answer', async () => {
    installApi();
    release = null; // hold the answer to see the sending state
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { onOrderPlaced, onClose } = renderCheckout();
    await toStep2WithDates({ ...ADDRESS, firstName: '  Ada  ', address2: ' Apt 4 ' });
    fireEvent.click(option('delivery'));
    fireEvent.click(await screen.findByTestId('delivery-toast-ok'));
    await screen.findByText('Delivery on Friday, November 27, 2026');

    fireEvent.click(confirmButton());
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(confirmButton().textContent).toBe('Submitting...');
    expect(confirmButton().disabled).toBe(true);
    fireEvent.click(confirmButton());

    const [post] = posts;
    expect(post!.url).toBe('/api/orders');
    expect(post!.headers.Authorization).toBe('Bearer customer-token');
    expect(post!.headers['Idempotency-Key']).toMatch(UUID);
    expect(post!.body).toEqual({
      form: { ...ADDRESS, address2: 'Apt 4' },
      delivery: 'delivery',
      cart: LINES,
      total: 68,
      fulfilment: { date: '2026-11-27' },
    });

    act(() => release!());
    expect(await screen.findByText(ORDER_PLACED_TEXT)).toBeTruthy();
    // The toast says when the order is for.
    expect(screen.getByTestId('order-placed-message').textContent).toBe(
      'Order placed successfully! Delivery on Friday, November 27, 2026.',
    );
    expect(posts).toHaveLength(1);
    expect(onOrderPlaced).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('checkout-dialog')).toBeNull();
    expect(sessionStorage.getItem('checkoutForm')).toBeNull();
    expect(sessionStorage.getItem('checkoutDelivery')).toBeNull();
    expect(log).toHaveBeenCalledWith('Order placed', { _id: 'o1', orderId: 'BB-20261123-K7Q2XM', total: 68 });
    expect(document.body.textContent).not.toContain('BB-20261123-K7Q2XM');
  });

  it('sends the card message trimmed in form.cardMessage; an edited message is a new submission', async () => {
    installApi();
    answers = [503];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCheckout();
    fill(ADDRESS);
    fireEvent.change(screen.getByTestId('checkout-cardMessage'), { target: { value: '  Happy birthday!\nLove, Ann  ' } });
    fireEvent.click(next());
    await screen.findByTestId('checkout-fulfilment');
    fireEvent.click(confirmButton());
    await screen.findByText(ORDER_FAILED_TEXT);
    expect(posts[0]!.body.form).toEqual({ ...ADDRESS, cardMessage: 'Happy birthday!\nLove, Ann' });

    fireEvent.click(screen.getByTestId('checkout-back'));
    fireEvent.change(screen.getByTestId('checkout-cardMessage'), { target: { value: 'Love, Ben' } });
    fireEvent.click(next());
    await screen.findByTestId('checkout-fulfilment');
    fireEvent.click(confirmButton());
    await screen.findByText(ORDER_PLACED_TEXT);
    expect(posts[1]!.body.form).toEqual({ ...ADDRESS, cardMessage: 'Love, Ben' });
    expect(posts[1]!.headers['Idempotency-Key']).not.toBe(posts[0]!.headers['Idempotency-Key']);
  });

  it('keeps everything on failure with "Failed to place order. Please try again." and retries with the same key', async () => {
    installApi();
    answers = [503];
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onOrderPlaced } = renderCheckout();
    await toStep2WithDates();

    fireEvent.click(confirmButton());
    expect(await screen.findByText(ORDER_FAILED_TEXT)).toBeTruthy();
    expect(ORDER_FAILED_TEXT).toBe('Failed to place order. Please try again.');
    expect(error).toHaveBeenCalled();
    expect(onOrderPlaced).not.toHaveBeenCalled();
    expect(dialog()).toBeTruthy();
    expect(confirmButton().disabled).toBe(false);
    expect(storedForm()).toEqual({ ...ADDRESS, fulfilment: { date: '2026-11-27', window: { start: '12:00', end: '14:00' } } });
    expect(screen.queryByText(ORDER_PLACED_TEXT)).toBeNull();

    fireEvent.click(confirmButton());
    expect(await screen.findByText(ORDER_PLACED_TEXT)).toBeTruthy();
    expect(posts).toHaveLength(2);
    expect(posts[1]!.headers['Idempotency-Key']).toBe(posts[0]!.headers['Idempotency-Key']);
    expect(posts[1]!.body.delivery).toBe('pickup');
    expect(posts[1]!.body.total).toBe(58);
  });

  it('gives the focus back to Confirm Order after a failure, which disabling it had dropped to the page', async () => {
    installApi();
    answers = [503];
    release = null; // hold the answer: the button is disabled meanwhile
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCheckout();
    await toStep2WithDates();
    await confirmWithFocusDropped();
    act(() => release!());
    await screen.findByText(ORDER_FAILED_TEXT);
    await waitFor(() => expect(document.activeElement).toBe(confirmButton()));
  });

  it('keeps one failure toast however often Confirm Order fails, and the success replaces it', async () => {
    installApi();
    answers = [503, 503, 503];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCheckout();
    await toStep2WithDates();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      fireEvent.click(confirmButton());
      await waitFor(() => expect(posts).toHaveLength(attempt));
      await waitFor(() => expect(confirmButton().textContent).toBe('Confirm Order'));
    }
    expect(screen.getAllByText(ORDER_FAILED_TEXT)).toHaveLength(1);

    fireEvent.click(confirmButton());
    expect(await screen.findByText(ORDER_PLACED_TEXT)).toBeTruthy();
    expect(screen.queryByText(ORDER_FAILED_TEXT)).toBeNull();
  });

  it("when prices changed: shows the server's message, hands its prices to the cart, and confirms the new total", async () => {
    installApi();
    answers = [409];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { onPricesChanged, onOrderPlaced, client } = renderCheckout({ repriced: REPRICED });
    // The bouquet's page behind the dialog, with the price the shopper saw.
    const shownBouquet = ['catalog', 'bouquets', 'item', 'bq1'];
    client.setQueryData(shownBouquet, { _id: 'bq1', name: 'Spring Bouquet', price: 30 });
    await toStep2WithDates();
    expect(total()).toBe('$58.00');

    fireEvent.click(confirmButton());
    const alert = await screen.findByTestId('checkout-prices-changed');
    expect(alert.textContent).toBe(PRICES_CHANGED_TEXT);
    expect(alert.getAttribute('role')).toBe('alert');
    // The toast says it too, instead of the generic failure.
    expect(screen.getAllByText(PRICES_CHANGED_TEXT)).toHaveLength(2);
    expect(screen.queryByText(ORDER_FAILED_TEXT)).toBeNull();
    expect(onPricesChanged).toHaveBeenCalledWith(PRICED);
    expect(onOrderPlaced).not.toHaveBeenCalled();
    // The page behind reads the prices again rather than keep showing the old one.
    expect(client.getQueryState(shownBouquet)?.isInvalidated).toBe(true);
    // Still step 2, now with what would be charged, ready to confirm again.
    expect(total()).toBe('$66.00');
    expect(screen.getByTestId('checkout-subtotal').textContent).toBe('$66.00');
    expect(confirmButton().disabled).toBe(false);

    fireEvent.click(confirmButton());
    expect(await screen.findByText(ORDER_PLACED_TEXT)).toBeTruthy();
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body.total).toBe(58);
    expect(posts[1]!.body).toMatchObject({ total: 66, cart: REPRICED.lines });
    // Another total, another submission: it has its own key.
    expect(posts[1]!.headers['Idempotency-Key']).toMatch(UUID);
    expect(posts[1]!.headers['Idempotency-Key']).not.toBe(posts[0]!.headers['Idempotency-Key']);
    expect(onOrderPlaced).toHaveBeenCalledTimes(1);
  });

  it('when prices changed and the cart cannot take them: shows the message and leaves the total as it was', async () => {
    installApi();
    answers = [409];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCheckout();
    await toStep2WithDates();
    fireEvent.click(confirmButton());
    expect((await screen.findByTestId('checkout-prices-changed')).textContent).toBe(PRICES_CHANGED_TEXT);
    expect(total()).toBe('$58.00');
    // A new attempt clears the word until the server says it again.
    fireEvent.click(confirmButton());
    await screen.findByText(ORDER_PLACED_TEXT);
    expect(screen.queryByTestId('checkout-prices-changed')).toBeNull();
  });

  it('makes a changed delivery choice a new submission', async () => {
    installApi();
    answers = [503];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCheckout();
    await toStep2WithDates();
    fireEvent.click(confirmButton());
    await screen.findByText(ORDER_FAILED_TEXT);
    fireEvent.click(option('delivery'));
    fireEvent.click(await screen.findByTestId('delivery-toast-ok'));
    await screen.findByText('Delivery on Friday, November 27, 2026');
    fireEvent.click(confirmButton());
    await screen.findByText(ORDER_PLACED_TEXT);
    expect(posts[1]!.headers['Idempotency-Key']).not.toBe(posts[0]!.headers['Idempotency-Key']);
  });
});

describe('checkout step 2: the date and pickup time (issue 13)', () => {
  const day = (date: string) => screen.getByDisplayValue(date) as HTMLInputElement;
  const windowOption = (start: string) =>
    within(screen.getByTestId('fulfilment-windows')).getByDisplayValue(start) as HTMLInputElement;

  it('offers the earliest open date and its first open pickup time; closed, full, holiday and too-soon dates are disabled and say why', async () => {
    const spy = mockFetch((url) => jsonResponse(calendarFixture(isCalendar(url)!)));
    renderCheckout();
    await toStep2WithDates();
    expect(String(spy.mock.calls[0]![0])).toBe('/api/fulfilment/calendar?delivery=pickup');

    expect(day('2026-11-27').checked).toBe(true);
    expect(windowOption('12:00').checked).toBe(true);
    expect(windowOption('10:00').disabled).toBe(true);
    expect(screen.getByTestId('checkout-fulfilment').textContent).toBe('Pickup on Friday, November 27, 2026, 12:00–14:00');
    expect(storedForm()).toMatchObject({ fulfilment: { date: '2026-11-27', window: { start: '12:00', end: '14:00' } } });

    const names = {
      '2026-11-26': 'Thursday, November 26, unavailable, too soon to prepare',
      '2026-11-28': 'Saturday, November 28, unavailable, fully booked',
      '2026-11-29': 'Sunday, November 29, unavailable, the shop is closed',
      '2026-12-01': 'Tuesday, December 1, unavailable, holiday',
    };
    for (const [date, name] of Object.entries(names)) {
      expect(day(date).disabled, date).toBe(true);
      expect(screen.getByRole('radio', { name })).toBe(day(date));
    }
    expect((screen.getByRole('radio', { name: 'Monday, November 30' }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('group', { name: 'December 2026' })).toBeTruthy();
  });

  it('keeps a chosen date and time with the form, sends them, and sends no time for delivery', async () => {
    const posts: Record<string, unknown>[] = [];
    const reads: string[] = [];
    mockFetch((url, init) => {
      const mode = isCalendar(url);
      if (mode) {
        reads.push(mode);
        return jsonResponse(calendarFixture(mode));
      }
      posts.push(JSON.parse(init.body as string) as Record<string, unknown>);
      return jsonResponse({ statusCode: 503, message: 'Down' }, 503);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCheckout();
    await toStep2WithDates();
    fireEvent.click(day('2026-11-30'));
    // The same time is kept when it is open on the new date.
    expect(windowOption('12:00').checked).toBe(true);
    fireEvent.click(windowOption('14:00'));
    expect(storedForm()).toMatchObject({ fulfilment: { date: '2026-11-30', window: { start: '14:00', end: '16:00' } } });

    // Kept when the checkout is closed and opened again.
    closeAndReopen();
    await toStep2WithDates();
    expect(day('2026-11-30').checked).toBe(true);
    expect(windowOption('14:00').checked).toBe(true);
    fireEvent.click(confirmButton());
    await screen.findByText(ORDER_FAILED_TEXT);
    expect(posts[0]!.fulfilment).toEqual({ date: '2026-11-30', window: { start: '14:00', end: '16:00' } });

    fireEvent.click(option('delivery'));
    fireEvent.click(await screen.findByTestId('delivery-toast-ok'));
    await screen.findByText('Delivery on Monday, November 30, 2026');
    expect(reads).toContain('delivery');
    expect(screen.queryByTestId('fulfilment-windows')).toBeNull();
    fireEvent.click(confirmButton());
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.fulfilment).toEqual({ date: '2026-11-30' });
  });

  it('asks for another date when the saved one is no longer open, and for a time after a new date without it', async () => {
    sessionStorage.setItem('checkoutForm', JSON.stringify({ ...ADDRESS, fulfilment: { date: '2026-11-28' } }));
    renderCheckout();
    toStep2();
    expect((await screen.findByTestId('fulfilment-gap')).textContent).toBe('');
    await screen.findByText('The date you chose is no longer available: please choose another.');
    expect(confirmButton().disabled).toBe(true);
    expect(screen.queryByTestId('checkout-fulfilment')).toBeNull();

    fireEvent.click(day('2026-11-30'));
    expect(screen.getByTestId('fulfilment-gap').textContent).toBe('Choose a pickup time.');
    expect(confirmButton().disabled).toBe(true);
    fireEvent.click(windowOption('10:00'));
    expect(confirmButton().disabled).toBe(false);
    expect(screen.getByTestId('fulfilment-gap').textContent).toBe('');
  });

  it('says when the dates cannot be loaded, keeps Confirm Order waiting, and reads them again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = [jsonResponse({ statusCode: 503, message: 'orders is unavailable' }, 503), jsonResponse([])];
    mockFetch(() => answers.shift() ?? jsonResponse(calendarFixture('pickup')));
    renderCheckout();
    toStep2();
    const problem = await screen.findByTestId('fulfilment-load-error');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(problem.textContent).toContain('The dates could not be loaded.');
    expect(confirmButton().disabled).toBe(true);
    // An answer without days is a failed read too.
    fireEvent.click(within(problem).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(answers).toHaveLength(0));
    expect(await screen.findByTestId('fulfilment-load-error')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('fulfilment-load-error')).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('checkout-fulfilment');
    expect(screen.queryByTestId('fulfilment-load-error')).toBeNull();
    expect(confirmButton().disabled).toBe(false);
  });

  it("shows the server's reason when it refuses the date, reads the calendar again and keeps everything else", async () => {
    let reads = 0;
    let full = false;
    mockFetch((url) => {
      if (isCalendar(url)) {
        reads += 1;
        const calendar = calendarFixture('pickup');
        if (full) Object.assign(calendar.days[1]!, { available: false, reason: 'full', windows: [] });
        return jsonResponse(calendar);
      }
      full = true;
      return jsonResponse({ statusCode: 400, code: 'ORDERS.FULFILMENT_FULL', message: 'Friday, November 27, 2026 is fully booked: please choose another date.' }, 400);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCheckout();
    await toStep2WithDates();
    fireEvent.click(confirmButton());
    expect((await screen.findByTestId('fulfilment-refusal')).textContent).toBe(
      'Friday, November 27, 2026 is fully booked: please choose another date.',
    );
    await waitFor(() => expect(day('2026-11-27').disabled).toBe(true));
    expect(reads).toBe(2);
    expect(screen.getByTestId('fulfilment-gap').textContent).toBe('The date you chose is no longer available: please choose another.');
    expect(storedForm()).toMatchObject(ADDRESS);

    fireEvent.click(day('2026-11-30'));
    expect(screen.queryByTestId('fulfilment-refusal')).toBeNull();
  });

  it('puts the focus on the step when the server refused the date, as Confirm Order waits for another one', async () => {
    let answer: () => void = () => {};
    mockFetch(async (url) => {
      if (isCalendar(url)) return jsonResponse(calendarFixture('pickup'));
      await new Promise<void>((resolve) => (answer = resolve));
      return jsonResponse({ statusCode: 400, code: 'ORDERS.FULFILMENT_FULL', message: 'Friday, November 27, 2026 is fully booked: please choose another date.' }, 400);
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCheckout();
    await toStep2WithDates();
    await confirmWithFocusDropped();
    act(() => answer());
    await screen.findByTestId('fulfilment-refusal');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('checkout-step-title')));
  });
});
