/// <reference types="node" />
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// Read from disk: Vitest hands CSS imports (even `?raw`) to tests empty.
const adminTableCss = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'admin-table.css'), 'utf8');

let sheet: HTMLStyleElement;

beforeEach(() => {
  sheet = document.createElement('style');
  sheet.textContent = adminTableCss;
  document.head.append(sheet);
});

afterEach(() => sheet.remove());

const style = (testId: string) => getComputedStyle(screen.getByTestId(testId));

describe('admin-table.css: a long typed word', () => {
  it('breaks anywhere in a table cell marked admin-long-text, which keeps room for ordinary words', () => {
    render(
      <table className="admin-table">
        <tbody>
          <tr>
            <th scope="row" className="admin-long-text" data-testid="name">
              x
            </th>
            <td className="admin-long-text" data-testid="message">
              y
            </td>
            <td data-testid="actions">
              <button type="button">Delete</button>
            </td>
          </tr>
        </tbody>
      </table>,
    );
    for (const cell of ['name', 'message']) {
      expect(style(cell).overflowWrap).toBe('anywhere');
      expect(style(cell).minWidth).toBe('7rem');
    }
    // Buttons, dates and statuses stay whole.
    expect(style('actions').overflowWrap).toBe('break-word');
  });

  it('breaks anywhere in anything else marked admin-long-text, which may shrink below it in a flex or grid row', () => {
    render(<h3 className="admin-long-text" data-testid="name">x</h3>);
    expect(style('name').overflowWrap).toBe('anywhere');
    expect(style('name').minWidth).toBe('0px');
  });
});
