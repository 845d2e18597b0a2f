import { useEffect, useRef, useState } from 'react';

/**
 * Text for a polite live region: empty at first (a restored cart is not news), then the
 * described count each time it changes.
 */
export function useCountAnnouncement(count: number, describe: (count: number) => string): string {
  const [text, setText] = useState('');
  const previous = useRef(count);
  useEffect(() => {
    if (previous.current === count) return;
    previous.current = count;
    setText(describe(count));
  }, [count, describe]);
  return text;
}
