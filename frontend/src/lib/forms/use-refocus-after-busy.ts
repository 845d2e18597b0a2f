import { useEffect, useRef, type RefObject } from 'react';

/**
 * Disabling the focused button while its action runs drops the focus to <body>, where a keyboard
 * or screen-reader user would start again from the top of the page. Once `busy` ends, the focus
 * goes to the first of `targets` that can take it (a button still disabled cannot), unless
 * something else took it meanwhile (a refused field, a dialog that closed and gave it back).
 */
export function useRefocusAfterBusy(busy: boolean, ...targets: ReadonlyArray<RefObject<HTMLElement | null>>): void {
  const wasBusy = useRef(false);
  const latestTargets = useRef(targets);
  useEffect(() => {
    latestTargets.current = targets;
  });
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    for (const target of latestTargets.current) {
      target.current?.focus();
      if (target.current && document.activeElement === target.current) return;
    }
  }, [busy]);
}
