import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeleteRowButton } from './DeleteRowButton';

describe('DeleteRowButton', () => {
  it('reads Delete under the row’s own name and deletes on click', () => {
    const onDelete = vi.fn();
    render(<DeleteRowButton deleting={false} label="Delete order 42" onDelete={onDelete} testId="delete" />);
    const button = screen.getByRole('button', { name: 'Delete order 42' });
    expect(button.textContent).toBe('Delete');
    fireEvent.click(button);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('is disabled and reads Deleting... while the delete is on its way', () => {
    const onDelete = vi.fn();
    render(<DeleteRowButton deleting label="Delete order 42" onDelete={onDelete} testId="delete" />);
    const button = screen.getByTestId('delete') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Deleting...');
  });
});
