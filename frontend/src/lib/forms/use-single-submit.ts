import { useRef, type BaseSyntheticEvent } from 'react';

/**
 * A form's submit handler (e.g. react-hook-form's `handleSubmit(...)`) that ignores a new submit
 * while the last one is still on its way. The submit button only turns disabled a render later,
 * too late for a double click, which would send the form twice and report a failure twice.
 */
export function useSingleSubmit(submit: (event?: BaseSyntheticEvent) => Promise<void>) {
  const inFlight = useRef(false);
  return (event?: BaseSyntheticEvent): void => {
    if (inFlight.current) {
      // Ignored here, so the browser must not submit the form itself (a page reload) either.
      event?.preventDefault();
      return;
    }
    inFlight.current = true;
    void submit(event).finally(() => {
      inFlight.current = false;
    });
  };
}
