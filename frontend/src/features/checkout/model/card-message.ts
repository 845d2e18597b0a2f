import { CARD_MESSAGE_MAX } from '@shop-rules/card-message';

export { CARD_MESSAGE_MAX };

/** The message as the server keeps it: line breaks made plain, no spaces around it ('' when none). */
export function cardMessageToSend(message: string | undefined): string {
  return (message ?? '').replace(/\r\n?/g, '\n').trim();
}

/** Characters left, for the count under the field. */
export function cardMessageLeft(message: string): number {
  return Math.max(0, CARD_MESSAGE_MAX - message.length);
}

/** How few characters left is worth saying out loud; the last is a full card. */
const ANNOUNCED_LEFT = [50, 20, 10, 0] as const;

/** The smallest of ANNOUNCED_LEFT the count has reached, or undefined above them all. */
function reachedMark(length: number): number | undefined {
  const left = CARD_MESSAGE_MAX - length;
  return ANNOUNCED_LEFT.filter((mark) => left <= mark).at(-1);
}

/**
 * What the polite live region should say after the message went from `before` to `after`
 * characters: a screen reader hears the count only when it reaches 50, 20 and 10 left and
 * when the card is full — not at every keystroke. `''` clears it once the shopper deletes back
 * above a mark (so reaching it again is said again); `null` leaves it as it is.
 */
export function cardCountAnnouncement(before: number, after: number): string | null {
  const was = reachedMark(before);
  const now = reachedMark(after);
  if (now === was) return null;
  if (now === undefined || (was !== undefined && now > was)) return '';
  const left = CARD_MESSAGE_MAX - after;
  return left <= 0
    ? `The card message is full: ${CARD_MESSAGE_MAX} of ${CARD_MESSAGE_MAX} characters.`
    : `${left} ${left === 1 ? 'character' : 'characters'} left for the card message.`;
}
