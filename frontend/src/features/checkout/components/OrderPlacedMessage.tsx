/** The success toast: the shop's words (`text`), then when the order is for (issue 13). */
export function OrderPlacedMessage({ text, when }: { text: string; when: string }) {
  return (
    <span data-testid="order-placed-message">
      <span>{text}</span> <span data-testid="order-placed-when">{when}.</span>
    </span>
  );
}
