import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OccasionsMenu } from './OccasionsMenu';

let navigate: ReturnType<typeof useNavigate>;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function renderMenu() {
  render(
    <MemoryRouter initialEntries={['/boxes']}>
      <Navigator />
      <a href="/before">Before</a>
      <OccasionsMenu />
      <a href="/after">After</a>
    </MemoryRouter>,
  );
  return {
    menu: screen.getByTestId('occasions-menu'),
    toggle: screen.getByRole('button', { name: 'Show occasions' }),
    list: screen.getByTestId('occasions-menu-list'),
    after: screen.getByRole('link', { name: 'After' }),
  };
}

/** React's onPointerEnter/Leave come from pointerover/pointerout on the way in and out. */
function pointer(into: Element, from: Element, pointerType: string) {
  fireEvent.pointerOut(from, { pointerType, relatedTarget: into });
  fireEvent.pointerOver(into, { pointerType, relatedTarget: from });
}

const shownState = (toggle: HTMLElement, list: HTMLElement) => ({ expanded: toggle.getAttribute('aria-expanded'), hidden: list.hidden });

describe('header occasions menu', () => {
  it('stays closed, its links out of the tab order, while focus only passes the toggle', () => {
    const { toggle, list, after } = renderMenu();
    screen.getByRole('link', { name: 'Occasions' }).focus();
    toggle.focus();
    expect(shownState(toggle, list)).toEqual({ expanded: 'false', hidden: true });
    fireEvent.blur(toggle, { relatedTarget: after });
    after.focus();
    expect(shownState(toggle, list)).toEqual({ expanded: 'false', hidden: true });
  });

  it('opens by its toggle, aria-expanded true exactly while shown; a second press closes it', () => {
    const { toggle, list } = renderMenu();
    fireEvent.click(toggle);
    expect(shownState(toggle, list)).toEqual({ expanded: 'true', hidden: false });
    expect(screen.getAllByRole('link', { name: /.+/ }).filter((link) => list.contains(link))).toHaveLength(8);
    fireEvent.click(toggle);
    expect(shownState(toggle, list)).toEqual({ expanded: 'false', hidden: true });
  });

  it('Escape in the list closes it and gives focus back to the toggle', () => {
    const { toggle, list } = renderMenu();
    fireEvent.click(toggle);
    const birthday = screen.getByTestId('occasion-link-birthday');
    birthday.focus();
    fireEvent.keyDown(birthday, { key: 'Escape' });
    expect(shownState(toggle, list)).toEqual({ expanded: 'false', hidden: true });
    expect(document.activeElement).toBe(toggle);
  });

  it('closes when focus leaves the menu, and on a press elsewhere', () => {
    const { toggle, list, after } = renderMenu();
    fireEvent.click(toggle);
    const last = screen.getByTestId('occasion-link-congratulations');
    last.focus();
    fireEvent.blur(last, { relatedTarget: after });
    expect(shownState(toggle, list)).toEqual({ expanded: 'false', hidden: true });

    fireEvent.click(toggle);
    fireEvent.pointerDown(document.body);
    expect(shownState(toggle, list)).toEqual({ expanded: 'false', hidden: true });
  });

  it('shows while a mouse rests on it (aria-expanded too), not after a touch', () => {
    const { menu, toggle, list, after } = renderMenu();
    pointer(menu, after, 'mouse');
    expect(shownState(toggle, list)).toEqual({ expanded: 'true', hidden: false });
    pointer(after, menu, 'mouse');
    expect(shownState(toggle, list)).toEqual({ expanded: 'false', hidden: true });

    pointer(menu, after, 'touch');
    expect(shownState(toggle, list)).toEqual({ expanded: 'false', hidden: true });
  });

  it('Escape hides the list shown by the mouse; focus reaching a link keeps it open after the mouse leaves', () => {
    const { menu, toggle, list, after } = renderMenu();
    pointer(menu, after, 'mouse');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(shownState(toggle, list)).toEqual({ expanded: 'false', hidden: true });

    pointer(after, menu, 'mouse');
    pointer(menu, after, 'mouse');
    screen.getByTestId('occasion-link-anniversary').focus();
    pointer(after, menu, 'mouse');
    expect(shownState(toggle, list)).toEqual({ expanded: 'true', hidden: false });
  });

  it('closes on navigating', () => {
    const { toggle, list } = renderMenu();
    fireEvent.click(toggle);
    act(() => navigate('/occasions#birthday'));
    expect(shownState(toggle, list)).toEqual({ expanded: 'false', hidden: true });
  });
});
