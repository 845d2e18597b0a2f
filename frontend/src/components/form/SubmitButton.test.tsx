import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('is an enabled primary submit button reading its label, with the form’s own classes if any', () => {
    render(
      <>
        <SubmitButton busy={false} testId="plain">
          Save
        </SubmitButton>
        <SubmitButton busy={false} className="button--block" testId="block">
          Continue
        </SubmitButton>
      </>,
    );
    const plain = screen.getByTestId('plain') as HTMLButtonElement;
    expect(plain.type).toBe('submit');
    expect(plain.className).toBe('button button--primary');
    expect(plain.disabled).toBe(false);
    expect(plain.textContent).toBe('Save');
    expect(screen.getByTestId('block').className).toBe('button button--primary button--block');
  });

  it('is disabled and reads the busy label while the form is sent', () => {
    render(
      <>
        <SubmitButton busy testId="default">
          Save
        </SubmitButton>
        <SubmitButton busy busyLabel="Sending..." testId="own">
          Send
        </SubmitButton>
      </>,
    );
    const button = screen.getByTestId('default') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Submitting...');
    expect(screen.getByTestId('own').textContent).toBe('Sending...');
  });

  it('can be disabled without the busy label, while another action of the form is on its way', () => {
    render(
      <SubmitButton busy={false} disabled testId="save">
        Save
      </SubmitButton>,
    );
    const button = screen.getByTestId('save') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Save');
  });
});
