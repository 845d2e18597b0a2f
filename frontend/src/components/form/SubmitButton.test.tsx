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

  it('takes the focus back once the form is sent, when disabling it dropped the focus to the page', () => {
    const { rerender } = render(
      <SubmitButton busy={false} testId="send">
        Send
      </SubmitButton>,
    );
    const button = screen.getByTestId('send');
    button.focus();
    // The browser drops the focus of a button turning disabled to <body>; jsdom neither does nor
    // lets a disabled button blur, so the focus is dropped as the submission starts.
    button.blur();
    rerender(
      <SubmitButton busy testId="send">
        Send
      </SubmitButton>,
    );
    expect(document.activeElement).toBe(document.body);
    rerender(
      <SubmitButton busy={false} testId="send">
        Send
      </SubmitButton>,
    );
    expect(document.activeElement).toBe(button);
  });

  it('leaves the focus where the form put it meanwhile (a refused field), and never takes it unasked', () => {
    const { rerender } = render(
      <>
        <input data-testid="field" />
        <SubmitButton busy={false} testId="send">
          Send
        </SubmitButton>
      </>,
    );
    const field = screen.getByTestId('field');
    const at = (busy: boolean) =>
      rerender(
        <>
          <input data-testid="field" />
          <SubmitButton busy={busy} testId="send">
            Send
          </SubmitButton>
        </>,
      );
    at(true);
    field.focus();
    at(false);
    expect(document.activeElement).toBe(field);
    // A render that is not the end of a submission moves nothing.
    field.blur();
    at(false);
    expect(document.activeElement).toBe(document.body);
  });
});
