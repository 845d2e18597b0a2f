import type { KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CUSTOM_ORDER_LIMITS } from '@shop-rules/custom-order-limits';
import type { Bouquet } from '../../../lib/api/schemas';
import { useProductSearch } from '../hooks/useProductSearch';
import type { CustomOrderFormValues } from '../model/custom-order-form';
import { SEARCH_FAILED_TEXT } from '../model/find-product';
import { FoundProduct } from './FoundProduct';
import { OrderField } from './OrderField';

interface ProductSearchProps {
  foundProduct: Bouquet | null;
  onFound: (bouquet: Bouquet) => void;
}

/**
 * Existing mode's product (SPEC §5): an optional name, and Search (or Enter in the field) to find
 * the bouquet of exactly that name. The found bouquet is shown while the field still holds its name.
 */
export function ProductSearch({ foundProduct, onFound }: ProductSearchProps) {
  const { getValues } = useFormContext<CustomOrderFormValues>();
  const productName = useWatch<CustomOrderFormValues, 'productName'>({ name: 'productName' });
  const { search, searching, failed } = useProductSearch(onFound);
  const shown = foundProduct && productName === foundProduct.name ? foundProduct : null;

  function run() {
    if (!searching) void search(getValues('productName'));
  }

  function searchOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter here searches; it does not submit the order.
    run();
  }

  return (
    <div className="product-search">
      <p className="custom-order__note">
        Type the full name of one of our bouquets and press Search, or leave it empty and describe your wish below.
      </p>
      <div className="product-search__row">
        <OrderField
          name="productName"
          label="Product name"
          className="product-search__field"
          maxLength={CUSTOM_ORDER_LIMITS.productName}
          autoComplete="off"
          onKeyDown={searchOnEnter}
          testId="custom-product-name"
        />
        {/* aria-disabled, not disabled: the button keeps the focus while the search runs. */}
        <button
          type="button"
          className="button button--secondary product-search__button"
          aria-disabled={searching || undefined}
          onClick={run}
          data-testid="custom-search"
        >
          {searching ? 'Searching...' : 'Search'}
        </button>
      </div>
      {failed && (
        <p className="field__error" data-testid="custom-search-error">
          {SEARCH_FAILED_TEXT}
        </p>
      )}
      <div aria-live="polite">{shown && <FoundProduct bouquet={shown} />}</div>
    </div>
  );
}
