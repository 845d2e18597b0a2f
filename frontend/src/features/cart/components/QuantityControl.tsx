import { useEffect, useState } from 'react';

interface QuantityControlProps {
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
}

/**
 * −/+ buttons around a number field. The field keeps a draft while typing so it can be
 * cleared and retyped; a whole number is applied at once (0 or below removes the line).
 */
export function QuantityControl({ name, quantity, onChange }: QuantityControlProps) {
  const [draft, setDraft] = useState(String(quantity));

  useEffect(() => setDraft(String(quantity)), [quantity]);

  return (
    <div className="quantity" role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        className="quantity__step"
        aria-label="Decrease quantity"
        data-testid="cart-line-decrease"
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <input
        className="quantity__input"
        type="number"
        inputMode="numeric"
        step={1}
        aria-label="Quantity"
        data-testid="cart-line-quantity"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          const next = Number.parseInt(event.target.value, 10);
          if (Number.isFinite(next)) onChange(next);
        }}
        onBlur={() => setDraft(String(quantity))}
      />
      <button
        type="button"
        className="quantity__step"
        aria-label="Increase quantity"
        data-testid="cart-line-increase"
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
