import type { MouseEvent } from 'react';

interface SkipLinkProps {
  /** The id of the layout's `<main>` (focusable from script: `tabIndex={-1}`). */
  targetId: string;
}

/**
 * "Skip to content": the first stop of a layout for keyboard users, shown only while focused.
 * It moves focus itself rather than follow `#id`: the router would take the fragment for a new
 * location (and scroll), and some browsers scroll to a fragment without moving focus there.
 */
export function SkipLink({ targetId }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a className="skip-link" href={`#${targetId}`} onClick={skip} data-testid="skip-link">
      Skip to content
    </a>
  );
}
