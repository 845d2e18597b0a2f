import { CUSTOM_ORDER_LIMITS } from '@shop-rules/custom-order-limits';
import type { Bouquet } from '../../../lib/api/schemas';
import { OrderField } from './OrderField';
import { ProductSearch } from './ProductSearch';
import { TextListField } from './TextListField';
import { WrappingSheetSelect } from './WrappingSheetSelect';

interface ExistingProductFieldsProps {
  foundProduct: Bouquet | null;
  onFound: (bouquet: Bouquet) => void;
  /** A list entry was added or removed. */
  onListEdit: () => void;
}

/** Existing mode (SPEC §2, §5): the bouquet to start from, then the changes. */
export function ExistingProductFields({ foundProduct, onFound, onListEdit }: ExistingProductFieldsProps) {
  return (
    <>
      <fieldset className="custom-order__section" data-testid="custom-existing-fields">
        <legend className="custom-order__legend">The bouquet</legend>
        <ProductSearch foundProduct={foundProduct} onFound={onFound} />
      </fieldset>
      <fieldset className="custom-order__section">
        <legend className="custom-order__legend">Your changes</legend>
        <TextListField
          listName="flowers"
          draftName="flowerDraft"
          legend="Flowers"
          entryLabel="Flower"
          placeholder="e.g. white tulips"
          max={CUSTOM_ORDER_LIMITS.flowers}
          maxLength={CUSTOM_ORDER_LIMITS.flower}
          testId="custom-flower"
          onEdit={onListEdit}
        />
        <div className="custom-order__row">
          <OrderField
            name="colorTheme"
            label="Color theme"
            placeholder="e.g. pastel pink"
            maxLength={CUSTOM_ORDER_LIMITS.colorTheme}
            testId="custom-color-theme"
          />
          <WrappingSheetSelect />
        </div>
        <TextListField
          listName="extras"
          draftName="extraDraft"
          legend="Extras"
          entryLabel="Extra"
          placeholder="e.g. a card saying Happy Birthday"
          max={CUSTOM_ORDER_LIMITS.extras}
          maxLength={CUSTOM_ORDER_LIMITS.extra}
          testId="custom-extra"
          onEdit={onListEdit}
        />
      </fieldset>
    </>
  );
}
