import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepDeleteFocus } from './delete-focus';

/** Three rows' Delete buttons and another button, in the page. */
function rows() {
  document.body.innerHTML = ['a', 'b', 'c']
    .map((id) => `<div data-row="${id}"><button data-testid="row-delete" id="${id}">Delete</button></div>`)
    .join('');
  document.body.insertAdjacentHTML('beforeend', '<button id="other">Other</button>');
  return (id: string) => document.getElementById(id)!;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('keepDeleteFocus', () => {
  it("moves the focus to the Delete now in the deleted row's place, or to the last row's when it was the last", () => {
    vi.useFakeTimers();
    const button = rows();
    button('b').focus();
    const restore = keepDeleteFocus();
    button('b').parentElement!.remove();
    restore();
    vi.runAllTimers();
    expect(document.activeElement).toBe(button('c'));

    const restoreLast = keepDeleteFocus();
    button('c').parentElement!.remove();
    restoreLast();
    vi.runAllTimers();
    expect(document.activeElement).toBe(button('a'));
  });

  it("moves the focus to the page's main region when the last row went", () => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<main tabindex="-1" id="main"><h1>Messages</h1><div><button data-testid="row-delete" id="only">Delete</button></div></main>';
    document.getElementById('only')!.focus();
    const restore = keepDeleteFocus();
    document.getElementById('only')!.parentElement!.remove();
    restore();
    vi.runAllTimers();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('gives the focus back to the button when the row stays (a refused delete), unless the admin moved on', () => {
    vi.useFakeTimers();
    const button = rows();
    button('a').focus();
    const restore = keepDeleteFocus();
    button('a').blur(); // disabled while the delete was on its way
    restore();
    vi.runAllTimers();
    expect(document.activeElement).toBe(button('a'));

    const again = keepDeleteFocus();
    button('other').focus();
    again();
    vi.runAllTimers();
    expect(document.activeElement).toBe(button('other'));
  });
});
