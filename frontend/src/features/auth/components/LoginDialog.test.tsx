import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { useLoginDialog } from '../hooks/useLoginDialog';
import { LoginButton } from './LoginButton';
import { LoginDialogProvider } from './LoginDialogProvider';

const afterLogin = vi.fn();

function OpenWithCallback() {
  const { openLogin } = useLoginDialog();
  return (
    <button type="button" onClick={() => openLogin({ onLoggedIn: afterLogin })}>
      Checkout
    </button>
  );
}

function renderShop() {
  render(
    <LoginDialogProvider>
      <LoginButton />
      <OpenWithCallback />
      <Toaster />
    </LoginDialogProvider>,
  );
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Answers by path; records every call. */
function gateway(routes: Record<string, Handler>) {
  return mockFetch((url, init) => {
    const path = new URL(url, 'http://shop.test').pathname;
    const route = routes[path];
    if (!route) throw new Error(`unexpected call to ${path}`);
    return route(url, init);
  });
}

const calls = (spy: ReturnType<typeof mockFetch>, path: string) =>
  spy.mock.calls.filter(([url]) => String(url).endsWith(path)) as [string, RequestInit][];

async function openEmailStep() {
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  return { dialog, email: within(dialog).getByLabelText('E-mail') as HTMLInputElement };
}

async function reachCodeStep(email = 'ann@example.com') {
  const { dialog, email: input } = await openEmailStep();
  fireEvent.change(input, { target: { value: email } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  const code = (await within(dialog).findByLabelText('One-time code')) as HTMLInputElement;
  return { dialog, code };
}

const sent: Handler = () => jsonResponse({ message: 'OTP sent to your email!' });

describe('customer login dialog and session', () => {
  beforeEach(() => {
    sessionStorage.clear();
    afterLogin.mockReset();
  });

  it('starts logged out even when a token is stored from before', () => {
    sessionStorage.setItem('token', 'old-token');
    renderShop();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('refuses a blank e-mail with its message and sends nothing', async () => {
    const spy = gateway({});
    renderShop();
    const { dialog, email } = await openEmailStep();
    expect(email.type).toBe('email');
    fireEvent.change(email, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const error = await within(dialog).findByRole('alert');
    expect(error.textContent).toBe('Please enter a valid email!');
    expect(email.getAttribute('aria-describedby')).toBe(error.id);
    expect(spy).not.toHaveBeenCalled();
  });

  it("shows the server's message when the code request fails and stays on the e-mail step", async () => {
    gateway({ '/api/users/request-otp': () => jsonResponse({ statusCode: 429, message: 'Too many codes, wait a minute' }, 429) });
    renderShop();
    const { dialog, email } = await openEmailStep();
    fireEvent.change(email, { target: { value: 'ann@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Too many codes, wait a minute')).toBeTruthy();
    expect(within(dialog).getByLabelText('E-mail')).toBeTruthy();
    expect(within(dialog).queryByLabelText('One-time code')).toBeNull();
  });

  it('when the address already had its codes, says so and offers the code step for the latest one', async () => {
    const refusal = 'Several codes were sent to this e-mail in the last few minutes: enter the latest one, or wait 7 minutes for a new one';
    const spy = gateway({
      '/api/users/request-otp': () =>
        jsonResponse({ statusCode: 429, code: 'IDENTITY.OTP_RECENTLY_SENT', message: refusal }, 429),
      '/api/users/verify-otp': () => jsonResponse({ token: 'tok', user: { email: 'ann@example.com' } }),
    });
    renderShop();
    const { dialog, email } = await openEmailStep();
    fireEvent.change(email, { target: { value: 'ann@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    const code = await within(dialog).findByLabelText('One-time code');
    expect(within(dialog).getByTestId('login-code-hint').textContent).toMatch(
      /^Codes were already sent to ann@example.com in the last few minutes: enter the latest one\./,
    );
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByTestId('login-modal')).toBeNull());
    expect(calls(spy, '/api/users/request-otp')).toHaveLength(1);
    expect(calls(spy, '/api/users/verify-otp')).toHaveLength(1);
  });

  it("says 'Failed to send OTP' when the code request fails without a message", async () => {
    gateway({ '/api/users/request-otp': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderShop();
    const { dialog, email } = await openEmailStep();
    fireEvent.change(email, { target: { value: 'ann@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Failed to send OTP')).toBeTruthy();
    expect(within(dialog).getByLabelText('E-mail')).toBeTruthy();
  });

  it('sends the code, then checks the code step: blank, wrong, unreachable, right', async () => {
    let verifyAnswer: Handler = () => jsonResponse({ statusCode: 401, message: 'Wrong code' }, 401);
    const spy = gateway({ '/api/users/request-otp': sent, '/api/users/verify-otp': (url, init) => verifyAnswer(url, init) });
    renderShop();
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: ' ann@example.com ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const code = (await within(dialog).findByLabelText('One-time code')) as HTMLInputElement;
    expect(await screen.findByText('OTP sent to your email!')).toBeTruthy();
    expect(JSON.parse(calls(spy, '/api/users/request-otp')[0][1].body as string)).toEqual({ email: 'ann@example.com' });
    expect(code.autocomplete).toBe('one-time-code');
    expect(code.inputMode).toBe('numeric');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please enter the OTP!');
    expect(calls(spy, '/api/users/verify-otp')).toHaveLength(0);

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Wrong code')).toBeTruthy();
    expect(within(dialog).getByLabelText('One-time code')).toBeTruthy();

    verifyAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid OTP')).toBeTruthy();
    expect(sessionStorage.getItem('token')).toBeNull();

    verifyAnswer = () => jsonResponse({ token: 'jwt-ann', user: { email: 'ann@example.com' } });
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Login successful!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(calls(spy, '/api/users/verify-otp').at(-1)![1].body as string)).toEqual({ email: 'ann@example.com', otp: '123456' });
    expect(sessionStorage.getItem('token')).toBe('jwt-ann');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(afterLogin).toHaveBeenCalledTimes(1);
  });

  it('repeated wrong codes keep one toast, and "Login successful!" replaces it', async () => {
    let verifyAnswer: Handler = () => jsonResponse({ statusCode: 401, message: 'Invalid or expired code' }, 401);
    gateway({ '/api/users/request-otp': sent, '/api/users/verify-otp': (url, init) => verifyAnswer(url, init) });
    renderShop();
    const { dialog, code } = await reachCodeStep();
    fireEvent.change(code, { target: { value: '000000' } });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
      await screen.findByText('Invalid or expired code');
      // The button is enabled again once the answer is in.
      await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(false));
    }
    expect(screen.getAllByText('Invalid or expired code')).toHaveLength(1);

    verifyAnswer = () => jsonResponse({ token: 'jwt-ann', user: { email: 'ann@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Login successful!')).toBeTruthy();
    expect(screen.queryByText('Invalid or expired code')).toBeNull();
  });

  it('a refused code hands focus back to the code field, for the shopper to correct it', async () => {
    gateway({ '/api/users/request-otp': sent, '/api/users/verify-otp': () => jsonResponse({ statusCode: 401, message: 'Wrong code' }, 401) });
    renderShop();
    const { dialog, code } = await reachCodeStep();
    fireEvent.change(code, { target: { value: '000000' } });
    const verify = within(dialog).getByRole('button', { name: 'Verify' });
    verify.focus();
    fireEvent.click(verify);
    await screen.findByText('Wrong code');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('One-time code')));
  });

  it('a code typed in groups ("123 456") is sent without its spaces', async () => {
    const spy = gateway({
      '/api/users/request-otp': sent,
      '/api/users/verify-otp': () => jsonResponse({ token: 'jwt-ann', user: { email: 'ann@example.com' } }),
    });
    renderShop();
    const { dialog, code } = await reachCodeStep();
    fireEvent.change(code, { target: { value: ' 123 456 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(calls(spy, '/api/users/verify-otp')[0][1].body as string)).toEqual({ email: 'ann@example.com', otp: '123456' });
  });

  it('each step takes the focus, so Escape still closes the dialog; "Use another e-mail" goes back', async () => {
    gateway({ '/api/users/request-otp': sent });
    renderShop();
    const { dialog, code } = await reachCodeStep('ann@exampel.com');
    await waitFor(() => expect(document.activeElement).toBe(code));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Use another e-mail' }));
    const email = within(dialog).getByLabelText('E-mail');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(within(dialog).queryByLabelText('One-time code')).toBeNull();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reopening after closing starts again at the e-mail step', async () => {
    gateway({ '/api/users/request-otp': sent });
    renderShop();
    await reachCodeStep();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { email } = await openEmailStep();
    expect(email.value).toBe('');
  });

  describe('logout', () => {
    async function signInAs(logoutAnswer: Handler) {
      const spy = gateway({
        '/api/users/request-otp': sent,
        '/api/users/verify-otp': () => jsonResponse({ token: 'jwt-ann', user: { email: 'ann@example.com' } }),
        '/api/users/logout': logoutAnswer,
      });
      renderShop();
      const { dialog, code } = await reachCodeStep();
      fireEvent.change(code, { target: { value: '123456' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
      return spy;
    }

    it('posts an empty body with the token, forgets user and token, and says so', async () => {
      const spy = await signInAs(() => jsonResponse({ message: 'Logged out' }));
      expect(await screen.findByText('Logout successful!')).toBeTruthy();
      const [[, init]] = calls(spy, '/api/users/logout');
      expect(init.method).toBe('POST');
      expect(init.body).toBeUndefined();
      expect((init.headers as Record<string, string>).Authorization).toBe('Bearer jwt-ann');
      expect(sessionStorage.getItem('token')).toBeNull();
      expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    });

    it("takes the customer's checkout address from the tab too, and keeps the cart", async () => {
      const address = JSON.stringify({ firstName: 'Ann', address1: '1 Main St', phone: '609-555-0100' });
      sessionStorage.setItem('checkoutForm', address);
      sessionStorage.setItem('checkoutDelivery', 'delivery');
      sessionStorage.setItem('cart', '[]');
      await signInAs(() => jsonResponse({ message: 'Logged out' }));
      expect(await screen.findByText('Logout successful!')).toBeTruthy();
      expect(sessionStorage.getItem('checkoutForm')).toBeNull();
      expect(sessionStorage.getItem('checkoutDelivery')).toBeNull();
      expect(sessionStorage.getItem('cart')).toBe('[]');
    });

    it("says 'Logout failed!' and keeps the customer signed in when the call fails", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await signInAs(() => Promise.reject(new TypeError('Failed to fetch')));
      sessionStorage.setItem('checkoutForm', '{"firstName":"Ann"}');
      expect(await screen.findByText('Logout failed!')).toBeTruthy();
      expect(sessionStorage.getItem('token')).toBe('jwt-ann');
      // Still signed in: the checkout stays.
      expect(sessionStorage.getItem('checkoutForm')).toBe('{"firstName":"Ann"}');
      expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
      // A second failed try replaces the toast rather than adding another.
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
      await waitFor(() => expect(console.error).toHaveBeenCalledTimes(2));
      expect(screen.getAllByText('Logout failed!')).toHaveLength(1);
    });
  });
});
