import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleSubmit } from './use-single-submit';

function Form({ submit }: { submit: () => Promise<void> }) {
  const onSubmit = useSingleSubmit(async (event) => {
    event?.preventDefault();
    await submit();
  });
  return (
    <form aria-label="form" onSubmit={onSubmit}>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useSingleSubmit', () => {
  it('ignores a submit while the last one is on its way (and keeps the browser from sending it), then takes the next', async () => {
    let finish!: () => void;
    const submit = vi.fn(() => new Promise<void>((done) => (finish = done)));
    render(<Form submit={submit} />);
    const form = screen.getByRole('form');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // fireEvent answers false when the event's default action was prevented.
    expect(fireEvent.submit(form)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    fireEvent.submit(form);
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
