import { useId } from 'react';
import { IMAGE_SLOTS, responsiveImage } from '@shop-rules/responsive-image';
import { formatPrice } from '../../../lib/format-price';
import { parsePrice } from '../../../lib/parse-price';
import type { CartLine } from '../../../lib/types/cart';
import { unitPrice } from '../../../lib/unit-price';
import { lineTotal } from '../model/cart-rules';
import { QuantityControl } from './QuantityControl';

interface CartLineItemProps {
  line: CartLine;
  onQuantityChange: (id: string, quantity: number) => void;
  onRemove: (id: string) => void;
}

/**
 * One cart line. The same product can be in the cart twice, with and without a paper sheet: its
 * quantity group and its Remove say which line they belong to, sheet included.
 */
export function CartLineItem({ line, onQuantityChange, onRemove }: CartLineItemProps) {
  const sheet = line.selectedSheet;
  const nameId = useId();
  const sheetId = useId();
  return (
    <li className="cart-line" data-testid="cart-line" data-line-id={line.id}>
      {line.image ? (
        <img
          className="cart-line__image"
          {...responsiveImage(line.image, IMAGE_SLOTS.cartLine)}
          width={72}
          height={72}
          alt={line.name}
          loading="lazy"
        />
      ) : (
        <div className="cart-line__image cart-line__image--empty" aria-hidden="true" />
      )}
      <div className="cart-line__details">
        <p id={nameId} className="cart-line__name" data-testid="cart-line-name">
          {line.name}
        </p>
        {sheet && (
          <p id={sheetId} className="cart-line__sheet" data-testid="cart-line-sheet">
            + {sheet.name} ({formatPrice(parsePrice(sheet.price))})
          </p>
        )}
        <p className="cart-line__price">
          <span data-testid="cart-line-unit-price">{formatPrice(unitPrice(line))}</span>
          <span className="cart-line__each"> each</span>
        </p>
        <p className="cart-line__total">
          Line total <strong data-testid="cart-line-total">{formatPrice(lineTotal(line))}</strong>
        </p>
        <div className="cart-line__actions">
          <QuantityControl
            name={sheet ? `${line.name} with ${sheet.name} paper` : line.name}
            quantity={line.quantity}
            onChange={(quantity) => onQuantityChange(line.id, quantity)}
          />
          <button
            type="button"
            className="link-button cart-line__remove"
            aria-describedby={sheet ? `${nameId} ${sheetId}` : nameId}
            data-testid="cart-line-remove"
            onClick={() => onRemove(line.id)}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
