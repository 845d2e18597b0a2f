import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays } from '@shop-rules/shop-calendar';
import { latestCustomOrderDay, shopToday } from '@shop-rules/custom-order-limits';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithQueries } from '../../../test/render-with-queries';
import { FAILED_TEXT, SUBMITTED_TEXT } from './CustomOrderForm';
import CustomOrdersPage from './CustomOrdersPage';

const IN_A_MONTH = addDays(shopToday(), 30);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const BOUQUETS = [
  { _id: 'b2', name: 'Rose Dream Deluxe', price: 80, images: ['/api/images/deluxe.webp'] },
  { _id: 'b1', name: 'Rose Dream', price: '$45.5', images: ['/api/images/rose-1.webp', '/api/images/rose-2.webp'] },
];
const SHEETS = [
  { id: 'cow', name: 'Cow', price: 4, image: '/api/images/sheet-cow.webp' },
  { id: 'dior-red', name: 'Dior Red', price: 5, image: '/api/images/sheet-dior-red.webp' },
];
const CONTACT = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 609 555 0100' };

interface Post {
  url: string;
  method: string | undefined;
  /** The parts of the multipart body, in order. */
  parts: string[];
  data: unknown;
  image: FormDataEntryValue | null;
  headers: Record<string, string>;
}

let posts: Post[];
let bouquetReads: number;
/** Statuses the next POSTs answer with (then 201). */
let answers: number[];
/** POSTs wait for this before answering, to look at the submitting state. */
let hold: Promise<void> | null;
let bouquetsFail: boolean;
let alertSpy: ReturnType<typeof vi.spyOn>;

function installApi() {
  return mockFetch(async (url, init) => {
    if (url.startsWith('/api/paper-sheets')) return jsonResponse(SHEETS);
    if (url.startsWith('/api/bouquets')) {
      bouquetReads += 1;
      return bouquetsFail ? jsonResponse({ statusCode: 500, message: 'down' }, 500) : jsonResponse(BOUQUETS);
    }
    const body = init.body as FormData;
    posts.push({
      url,
      method: init.method,
      parts: [...body.keys()],
      data: JSON.parse(body.get('data') as string),
      image: body.get('uploadImage'),
      headers: init.headers as Record<string, string>,
    });
    if (hold) await hold;
    const status = answers.shift() ?? 201;
    if (status !== 201) return jsonResponse({ statusCode: status, message: 'Refused' }, status);
    return jsonResponse({ _id: 'c1', status: 'Pending' }, 201);
  });
}

const byTestId = <T extends HTMLElement = HTMLInputElement>(id: string) => screen.getByTestId(`custom-${id}`) as T;
const type = (id: string, value: string) => fireEvent.change(byTestId(id), { target: { value } });
const submit = () => fireEvent.click(byTestId('submit'));
const pickImage = (file: File) => fireEvent.change(byTestId('upload-image'), { target: { files: [file] } });
const customOrderPosts = () => posts.filter((post) => post.url === '/api/custom-orders');

function fillContact(values: Partial<typeof CONTACT> = CONTACT) {
  for (const [name, value] of Object.entries(values)) type(name, value);
}

function addTo(list: 'flower' | 'extra', entry: string) {
  type(`${list}-input`, entry);
  fireEvent.click(byTestId(`${list}-add`));
}

async function search(name: string) {
  type('product-name', name);
  fireEvent.click(byTestId('search'));
}

async function renderPage() {
  renderWithQueries(<CustomOrdersPage />);
  // The wrapping sheets are listed once they arrive.
  await screen.findByRole('option', { name: 'Cow' });
}

beforeEach(() => {
  posts = [];
  bouquetReads = 0;
  answers = [];
  hold = null;
  bouquetsFail = false;
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  installApi();
});

describe('CustomOrdersPage: modes and fields', () => {
  it('offers the two modes as a named radio group, existing product first, each with its own fields', async () => {
    await renderPage();
    const group = screen.getByRole('group', { name: 'How would you like to order?' });
    const existing = within(group).getByRole('radio', { name: 'Existing product' }) as HTMLInputElement;
    const upload = within(group).getByRole('radio', { name: 'Upload' }) as HTMLInputElement;
    expect(existing.checked).toBe(true);
    expect(document.getElementById(upload.getAttribute('aria-describedby')!)?.textContent).toMatch(/picture/);
    expect(byTestId('product-name')).toBeTruthy();
    expect(screen.queryByTestId('custom-upload-image')).toBeNull();

    fireEvent.click(upload);
    expect(upload.checked).toBe(true);
    for (const id of ['upload-image', 'flower-type', 'occasion', 'budget', 'delivery-date']) expect(byTestId(id)).toBeTruthy();
    expect(screen.queryByTestId('custom-product-name')).toBeNull();
    expect(screen.queryByTestId('custom-flower-input')).toBeNull();
  });

  it('has name, e-mail, phone and message in both modes; the first three are marked required', async () => {
    await renderPage();
    for (const mode of ['existing', 'upload']) {
      fireEvent.click(byTestId(`mode-${mode}`));
      expect(screen.getByLabelText(/^Name/)).toBe(byTestId('name'));
      expect(screen.getByLabelText(/^E-mail/)).toBe(byTestId('email'));
      expect(screen.getByLabelText(/^Phone/)).toBe(byTestId('phone'));
      expect(screen.getByLabelText(/^Message/)).toBe(byTestId('message'));
      for (const id of ['name', 'email', 'phone']) expect(byTestId(id).getAttribute('aria-required')).toBe('true');
      expect(byTestId('message').getAttribute('aria-required')).toBeNull();
    }
  });

  it('keeps what was typed in a mode when switching away and back', async () => {
    await renderPage();
    type('color-theme', 'pastel pink');
    fireEvent.click(byTestId('mode-upload'));
    type('occasion', 'Birthday');
    fireEvent.click(byTestId('mode-existing'));
    expect(byTestId('color-theme').value).toBe('pastel pink');
    fireEvent.click(byTestId('mode-upload'));
    expect(byTestId('occasion').value).toBe('Birthday');
  });

  it('offers None and the paper sheets by name as the wrapping sheet, with a swatch of the chosen one', async () => {
    await renderPage();
    const select = byTestId<HTMLSelectElement>('wrapping-sheet');
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'None'],
      ['Cow', 'Cow'],
      ['Dior Red', 'Dior Red'],
    ]);
    expect(screen.queryByTestId('custom-wrapping-swatch')).toBeNull();
    fireEvent.change(select, { target: { value: 'Dior Red' } });
    expect(byTestId<HTMLImageElement>('wrapping-swatch').getAttribute('src')).toBe(SHEETS[1]!.image);
  });

  it('lets several flowers and extras be added (button or Enter) and removed, and says so', async () => {
    await renderPage();
    addTo('flower', 'White tulips');
    // The focus goes back to the input, for the next entry.
    await waitFor(() => expect(document.activeElement).toBe(byTestId('flower-input')));
    type('flower-input', 'Peonies');
    fireEvent.keyDown(byTestId('flower-input'), { key: 'Enter' });
    expect(byTestId('flower-input').value).toBe('');
    addTo('flower', '   ');
    addTo('extra', 'A card');
    const flowers = () => screen.getAllByTestId('custom-flower-item').map((item) => item.firstChild?.textContent);
    expect(flowers()).toEqual(['White tulips', 'Peonies']);
    expect(screen.getAllByTestId('custom-extra-item')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Remove White tulips' }));
    expect(flowers()).toEqual(['Peonies']);
    const list = screen.getByTestId('custom-flower-list');
    expect(within(list).getByRole('status').textContent).toBe('White tulips removed.');
    expect(customOrderPosts()).toHaveLength(0);
  });

  it('stops adding at 20 entries', async () => {
    await renderPage();
    for (let index = 1; index <= 20; index += 1) addTo('extra', `Extra ${index}`);
    expect(screen.getAllByTestId('custom-extra-item')).toHaveLength(20);
    expect(byTestId<HTMLButtonElement>('extra-add').disabled).toBe(true);
    expect(screen.getByText('That is the most we can take (20).')).toBeTruthy();
  });

  it('sets the delivery date input to dates from today (the shop’s day) to a year ahead', async () => {
    await renderPage();
    fireEvent.click(byTestId('mode-upload'));
    const date = byTestId('delivery-date');
    expect(date.type).toBe('date');
    expect(date.min).toBe(shopToday());
    expect(date.max).toBe(latestCustomOrderDay());
  });

  it('takes only images, says the size limit and previews the chosen one', async () => {
    await renderPage();
    fireEvent.click(byTestId('mode-upload'));
    const input = byTestId('upload-image');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/png,image/jpeg,image/webp,image/gif,image/avif');
    expect(input.multiple).toBe(false);
    const hint = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('PNG, JPEG, WebP, GIF or AVIF, up to 8 MB.');

    pickImage(new File(['png'], 'idea.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Your picture: idea.png' }).getAttribute('src')).toBe('blob:preview');
    fireEvent.click(byTestId('upload-remove'));
    expect(screen.queryByTestId('custom-upload-preview')).toBeNull();

    pickImage(new File(['%PDF'], 'order.pdf', { type: 'application/pdf' }));
    expect(byTestId('upload-image-error').textContent).toMatch(/choose a picture/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('custom-upload-preview')).toBeNull();
  });

  it('says beside the field when a chosen "picture" does not open as one, and leaves it off the order', async () => {
    await renderPage();
    fireEvent.click(byTestId('mode-upload'));
    fillContact();
    pickImage(new File(['not an image'], 'fake.png', { type: 'image/png' }));
    fireEvent.error(screen.getByRole('img', { name: 'Your picture: fake.png' }));

    const problem = byTestId('upload-image-error');
    expect(problem.textContent).toBe(
      'This file does not open as a picture, so it was taken off the order. Please choose a PNG, JPEG, WebP, GIF or AVIF picture.',
    );
    expect(problem.getAttribute('role')).toBe('alert');
    expect(byTestId('upload-image').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('custom-upload-preview')).toBeNull();

    submit();
    expect(await screen.findByText(SUBMITTED_TEXT)).toBeTruthy();
    expect(customOrderPosts()[0]!.parts).toEqual(['data']);
  });
});

describe('CustomOrdersPage: product search', () => {
  it('finds the bouquet of exactly that name, ignoring case, shows it and fills in its exact name', async () => {
    await renderPage();
    await search('  rose dream ');
    const found = await screen.findByTestId('custom-found-product');
    expect(within(found).getByTestId('custom-found-product-name').textContent).toBe('Rose Dream');
    expect(within(found).getByTestId('custom-found-product-price').textContent).toBe('$45.50');
    expect(within(found).getByRole('img', { name: 'Photo of Rose Dream' }).getAttribute('src')).toBe(BOUQUETS[1]!.images[0]);
    expect(byTestId('product-name').value).toBe('Rose Dream');
    expect(alertSpy).not.toHaveBeenCalled();
    expect(bouquetReads).toBe(1);

    // Another name in the field: the found bouquet no longer stands for it.
    type('product-name', 'Rose Dream 2');
    expect(screen.queryByTestId('custom-found-product')).toBeNull();
  });

  it('searches on Enter in the field without submitting the order', async () => {
    await renderPage();
    fillContact();
    type('product-name', 'ROSE DREAM DELUXE');
    fireEvent.keyDown(byTestId('product-name'), { key: 'Enter' });
    expect((await screen.findByTestId('custom-found-product-name')).textContent).toBe('Rose Dream Deluxe');
    expect(customOrderPosts()).toHaveLength(0);
  });

  it('says "Enter product/article name" for an empty name and asks nothing', async () => {
    await renderPage();
    await search('   ');
    expect(alertSpy).toHaveBeenCalledWith('Enter product/article name');
    expect(bouquetReads).toBe(0);
  });

  it('says "No product found with this name!" for a part of a name', async () => {
    await renderPage();
    await search('rose');
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('No product found with this name!'));
    expect(screen.queryByTestId('custom-found-product')).toBeNull();
    expect(byTestId('product-name').value).toBe('rose');
  });

  it('says "Error fetching products." when the bouquets cannot be read, and finds it on a later try', async () => {
    bouquetsFail = true;
    await renderPage();
    await search('Rose Dream');
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error fetching products.'));
    expect(byTestId('search-error').textContent).toBe('Error fetching products.');
    expect(screen.queryByTestId('custom-found-product')).toBeNull();

    bouquetsFail = false;
    fireEvent.click(byTestId('search'));
    expect(await screen.findByTestId('custom-found-product')).toBeTruthy();
    expect(screen.queryByTestId('custom-search-error')).toBeNull();
    expect(alertSpy).toHaveBeenCalledTimes(1);
  });
});

describe('CustomOrdersPage: submitting', () => {
  it('sends existing mode as multipart `data` in the SPEC shape with an Idempotency-Key, shows Submitting..., then the success and a cleared form', async () => {
    sessionStorage.setItem('token', 'customer-token');
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    await renderPage();
    fillContact();
    type('message', 'For my mother');
    await search('rose dream');
    await screen.findByTestId('custom-found-product');
    addTo('flower', 'White tulips');
    addTo('flower', 'Peonies');
    type('color-theme', 'pastel pink');
    fireEvent.change(byTestId('wrapping-sheet'), { target: { value: 'Cow' } });
    addTo('extra', 'A card');
    addTo('extra', 'Chocolates');
    submit();

    const button = byTestId<HTMLButtonElement>('submit');
    await waitFor(() => expect(button.textContent).toBe('Submitting...'));
    expect(button.disabled).toBe(true);
    await act(async () => release());

    expect((await screen.findByTestId('custom-result')).textContent).toBe(SUBMITTED_TEXT);
    expect(screen.getByText(SUBMITTED_TEXT).closest('[role=status]')).toBeTruthy();
    const [post, ...others] = customOrderPosts();
    expect(others).toHaveLength(0);
    expect(post!.method).toBe('POST');
    expect(post!.parts).toEqual(['data']);
    expect(post!.data).toStrictEqual({
      type: 'existing',
      ...CONTACT,
      message: 'For my mother',
      productName: 'Rose Dream',
      changes: {
        flowers: ['White tulips', 'Peonies'],
        colorTheme: 'pastel pink',
        wrappingSheet: 'Cow',
        extras: ['A card', 'Chocolates'],
      },
    });
    expect(post!.headers['Idempotency-Key']).toMatch(UUID);
    // Public call: a signed-in shopper's token does not go along.
    expect(post!.headers.Authorization).toBeUndefined();

    for (const id of ['name', 'email', 'phone', 'message', 'product-name', 'color-theme', 'wrapping-sheet']) {
      expect(byTestId(id).value).toBe('');
    }
    expect(screen.queryAllByTestId('custom-flower-item')).toHaveLength(0);
    expect(screen.queryByTestId('custom-found-product')).toBeNull();
    expect(button.textContent).toBe('Submit Order');
    expect(button.disabled).toBe(false);
    expect(byTestId('mode-existing').checked).toBe(true);
  });

  it('says the success until the shopper starts another request (here: switching to upload mode)', async () => {
    await renderPage();
    fillContact();
    submit();
    expect((await screen.findByTestId('custom-result')).textContent).toBe(SUBMITTED_TEXT);
    fireEvent.click(byTestId('mode-upload'));
    await waitFor(() => expect(screen.queryByText(SUBMITTED_TEXT)).toBeNull());
    expect(byTestId('mode-upload').checked).toBe(true);
  });

  it('sends existing mode without a product name or any change', async () => {
    await renderPage();
    fillContact();
    submit();
    expect((await screen.findByTestId('custom-result')).textContent).toBe(SUBMITTED_TEXT);
    expect(customOrderPosts()[0]!.data).toStrictEqual({
      type: 'existing',
      ...CONTACT,
      message: '',
      productName: '',
      changes: { flowers: [], colorTheme: '', wrappingSheet: '', extras: [] },
    });
  });

  it('sends upload mode in the SPEC shape with the chosen picture as `uploadImage`, and stays in upload mode', async () => {
    await renderPage();
    fireEvent.click(byTestId('mode-upload'));
    fillContact();
    const picture = new File(['png'], 'idea.png', { type: 'image/png' });
    pickImage(picture);
    type('flower-type', 'Peonies');
    type('occasion', 'Birthday');
    type('budget', '$60–$80');
    type('delivery-date', IN_A_MONTH);
    type('message', 'Soft colours');
    submit();

    expect((await screen.findByTestId('custom-result')).textContent).toBe(SUBMITTED_TEXT);
    const [post] = customOrderPosts();
    expect(post!.parts).toEqual(['data', 'uploadImage']);
    expect(post!.data).toStrictEqual({
      type: 'upload',
      ...CONTACT,
      message: 'Soft colours',
      flowerType: 'Peonies',
      occasion: 'Birthday',
      budget: '$60–$80',
      deliveryDate: IN_A_MONTH,
    });
    expect(post!.image).toBeInstanceOf(File);
    expect((post!.image as File).name).toBe('idea.png');
    expect(byTestId('mode-upload').checked).toBe(true);
    expect(screen.queryByTestId('custom-upload-preview')).toBeNull();
    expect(byTestId('upload-image').value).toBe('');
  });

  it('sends upload mode without a picture', async () => {
    await renderPage();
    fireEvent.click(byTestId('mode-upload'));
    fillContact();
    submit();
    expect((await screen.findByTestId('custom-result')).textContent).toBe(SUBMITTED_TEXT);
    const [post] = customOrderPosts();
    expect(post!.parts).toEqual(['data']);
    expect(post!.data).toStrictEqual({
      type: 'upload',
      ...CONTACT,
      message: '',
      flowerType: '',
      occasion: '',
      budget: '',
      deliveryDate: '',
    });
  });

  it('leaves a picture chosen in upload mode behind when the order is sent in existing mode', async () => {
    await renderPage();
    fireEvent.click(byTestId('mode-upload'));
    pickImage(new File(['png'], 'idea.png', { type: 'image/png' }));
    type('occasion', 'Birthday');
    fireEvent.click(byTestId('mode-existing'));
    fillContact();
    submit();
    expect(await screen.findByTestId('custom-result')).toBeTruthy();
    const [post] = customOrderPosts();
    expect(post!.parts).toEqual(['data']);
    expect((post!.data as { type: string }).type).toBe('existing');
    expect(post!.data).not.toHaveProperty('occasion');
  });

  it.each([
    ['name', 'Please enter your name.'],
    ['email', 'Please enter your e-mail address.'],
    ['phone', 'Please enter your phone number.'],
  ] as const)('sends nothing without a %s and says why beside the field (both modes)', async (name, reason) => {
    await renderPage();
    for (const mode of ['existing', 'upload']) {
      fireEvent.click(byTestId(`mode-${mode}`));
      fillContact({ ...CONTACT, [name]: '   ' });
      submit();
      const error = await screen.findByTestId(`custom-${name}-error`);
      expect(error.textContent).toBe(reason);
      expect(byTestId(name).getAttribute('aria-invalid')).toBe('true');
      expect(byTestId(name).getAttribute('aria-describedby')).toBe(error.id);
      await waitFor(() => expect(document.activeElement).toBe(byTestId(name)));
    }
    expect(customOrderPosts()).toHaveLength(0);
  });

  it('sends nothing with an e-mail that is not an address', async () => {
    await renderPage();
    fillContact({ ...CONTACT, email: 'ada@example' });
    submit();
    expect((await screen.findByTestId('custom-email-error')).textContent).toMatch(/valid e-mail address/);
    expect(customOrderPosts()).toHaveLength(0);
  });

  it('sends nothing with a delivery date in the past', async () => {
    await renderPage();
    fireEvent.click(byTestId('mode-upload'));
    fillContact();
    type('delivery-date', '2000-01-01');
    submit();
    expect((await screen.findByTestId('custom-delivery-date-error')).textContent).toBe('Please choose today or a later day.');
    expect(customOrderPosts()).toHaveLength(0);
  });

  it('sends nothing with a delivery date more than a year ahead (a mistyped year)', async () => {
    await renderPage();
    fireEvent.click(byTestId('mode-upload'));
    fillContact();
    type('delivery-date', addDays(latestCustomOrderDay(), 1));
    submit();
    expect((await screen.findByTestId('custom-delivery-date-error')).textContent).toBe(
      'Please choose a day at most a year from today.',
    );
    expect(customOrderPosts()).toHaveLength(0);
  });

  it('says "❌ Failed to submit order" and keeps the form; unchanged it resends with the same key, after an edit with a new one', async () => {
    answers = [500, 500];
    await renderPage();
    fillContact();
    addTo('flower', 'Peonies');
    submit();

    const result = await screen.findByTestId('custom-result');
    expect(result.textContent).toBe(FAILED_TEXT);
    expect(result.closest('[role=alert]')).toBeTruthy();
    expect(byTestId('name').value).toBe(CONTACT.name);
    expect(screen.getAllByTestId('custom-flower-item')).toHaveLength(1);

    submit();
    await waitFor(() => expect(customOrderPosts()).toHaveLength(2));
    expect(await screen.findByText(FAILED_TEXT)).toBeTruthy();
    addTo('flower', 'Lilies');
    submit();
    expect(await screen.findByText(SUBMITTED_TEXT)).toBeTruthy();
    expect(screen.queryByText(FAILED_TEXT)).toBeNull();

    const keys = customOrderPosts().map((post) => post.headers['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect((customOrderPosts()[2]!.data as { changes: { flowers: string[] } }).changes.flowers).toEqual(['Peonies', 'Lilies']);
  });

  it("shows the server's reason under the failure text when it refuses the picture (415, 413), and only then", async () => {
    answers = [415, 413, 500];
    await renderPage();
    fireEvent.click(byTestId('mode-upload'));
    fillContact();
    pickImage(new File(['png'], 'idea.png', { type: 'image/png' }));

    submit();
    expect((await screen.findByTestId('custom-result')).textContent).toBe(FAILED_TEXT);
    const detail = screen.getByTestId('custom-result-detail');
    expect(detail.textContent).toBe('Refused');
    expect(detail.closest('[role=alert]')).toBe(screen.getByTestId('custom-result').closest('[role=alert]'));

    submit();
    await waitFor(() => expect(customOrderPosts()).toHaveLength(2));
    expect((await screen.findByTestId('custom-result-detail')).textContent).toBe('Refused');

    submit();
    await waitFor(() => expect(customOrderPosts()).toHaveLength(3));
    await screen.findByTestId('custom-result');
    expect(screen.queryByTestId('custom-result-detail')).toBeNull();
  });
});
