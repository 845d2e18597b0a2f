import { useEffect, useId, useState } from 'react';
import { MAX_LINE_QUANTITY } from '../model/cart-rules';

interface QuantityControlProps {
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
}

const WHOLE_NUMBER = /^-?\d+$/;
const QUANTITY_ERROR = `Enter a whole number from 1 to ${MAX_LINE_QUANTITY}.`;
const QUANTITY_CAPPED = `${MAX_LINE_QUANTITY} is the most of one item in an order.`;

/**
 * −/+ buttons around a number field. The field keeps a draft while typing so it can be
 * cleared and retyped; a whole number is applied at once (0 or below removes the line, above 99
 * becomes 99, which is said). Anything else (1.5) is refused with a message and changes nothing.
 */
export function QuantityControl({ name, quantity, onChange }: QuantityControlProps) {
  const [draft, setDraft] = useState(String(quantity));
  const [error, setError] = useState(false);
  const [capped, setCapped] = useState(false);
  const errorId = useId();

  useEffect(() => setDraft(String(quantity)), [quantity]);

  function onType(value: string) {
    setDraft(value);
    setCapped(false);
    // An empty field or a lone minus sign is a number still being typed.
    if (value === '' || value === '-') return setError(false);
    if (!WHOLE_NUMBER.test(value)) return setError(true);
    setError(false);
    const next = Number.parseInt(value, 10);
    onChange(next);
    if (next > MAX_LINE_QUANTITY) {
      setDraft(String(MAX_LINE_QUANTITY));
      setCapped(true);
    }
  }

  return (
    <div className="quantity-field">
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
          min={0}
          max={MAX_LINE_QUANTITY}
          step={1}
          aria-label="Quantity"
          aria-invalid={error}
          aria-describedby={error ? errorId : undefined}
          data-testid="cart-line-quantity"
          value={draft}
          onChange={(event) => onType(event.target.value)}
          onBlur={() => {
            setDraft(String(quantity));
            setError(false);
            setCapped(false);
          }}
        />
        <button
          type="button"
          className="quantity__step"
          aria-label="Increase quantity"
          data-testid="cart-line-increase"
          disabled={quantity >= MAX_LINE_QUANTITY}
          onClick={() => onChange(quantity + 1)}
        >
          +
        </button>
      </div>
      {error && (
        <p id={errorId} className="quantity__error" role="alert" data-testid="cart-line-quantity-error">
          {QUANTITY_ERROR}
        </p>
      )}
      {capped && (
        <p className="quantity__error" role="status" data-testid="cart-line-quantity-capped">
          {QUANTITY_CAPPED}
        </p>
      )}
    </div>
  );
}
