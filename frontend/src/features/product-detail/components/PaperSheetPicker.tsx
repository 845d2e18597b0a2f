import { useId } from 'react';
import { IMAGE_SLOTS, responsiveImage } from '@shop-rules/responsive-image';
import { formatPrice } from '../../../lib/format-price';
import { parsePrice } from '../../../lib/parse-price';
import type { PaperSheet } from '../../../lib/api/schemas';

interface PaperSheetPickerProps {
  /** The sheets' request as the query cache reports it. */
  sheets: { status: 'pending' | 'error' | 'success'; data?: PaperSheet[] };
  /** The chosen sheet's id, or `null` for none (the default). */
  selectedId: string | null;
  onSelect: (sheetId: string | null) => void;
}

interface SheetOptionProps {
  group: string;
  id: string | null;
  name: string;
  price: number;
  image?: string;
  checked: boolean;
  onSelect: (sheetId: string | null) => void;
}

function SheetOption({ group, id, name, price, image, checked, onSelect }: SheetOptionProps) {
  const priceId = `${group}-${id ?? 'none'}-price`;
  return (
    <label
      className={`sheet-option${checked ? ' sheet-option--selected' : ''}`}
      data-testid={id ? 'sheet-option' : 'sheet-option-none'}
      data-sheet-id={id ?? ''}
    >
      <input
        type="radio"
        className="sheet-option__radio"
        name={group}
        value={id ?? ''}
        checked={checked}
        aria-label={name}
        aria-describedby={priceId}
        onChange={() => onSelect(id)}
      />
      {image ? (
        <img
          className="sheet-option__swatch"
          {...responsiveImage(image, IMAGE_SLOTS.sheetSwatch)}
          width={56}
          height={56}
          alt=""
          loading="lazy"
          data-testid="sheet-option-image"
        />
      ) : (
        <span className="sheet-option__swatch sheet-option__swatch--none" aria-hidden="true" />
      )}
      <span className="sheet-option__name" data-testid="sheet-option-name">
        {name}
      </span>
      <span className="sheet-option__price" id={priceId} data-testid="sheet-option-price">
        {id ? `+${formatPrice(price)}` : 'No charge'}
      </span>
    </label>
  );
}

/** The ten sheets and No paper (SPEC §3): outlines of that many options hold their place while they load. */
const OPTION_COUNT = 11;

/** An option's outline: the same box, swatch and two lines, so the total and Add to Cart below stay put. */
function SheetOptionPlaceholder() {
  return (
    <span className="sheet-option sheet-option--placeholder" aria-hidden="true" data-testid="sheet-option-placeholder">
      <span className="sheet-option__swatch" />
      <span className="sheet-option__name">&nbsp;</span>
      <span className="sheet-option__price">&nbsp;</span>
    </span>
  );
}

/** Optional wrapping paper: none by default, or one of the ten sheets, each with its picture. */
export function PaperSheetPicker({ sheets, selectedId, onSelect }: PaperSheetPickerProps) {
  const group = useId();
  return (
    <fieldset className="sheet-picker" data-testid="sheet-picker">
      <legend className="sheet-picker__legend">
        Wrapping paper <span className="sheet-picker__optional">(optional)</span>
      </legend>
      {sheets.status === 'pending' && (
        <>
          <p className="visually-hidden" role="status">
            Loading paper sheets…
          </p>
          <div className="sheet-picker__options">
            {Array.from({ length: OPTION_COUNT }, (_, index) => (
              <SheetOptionPlaceholder key={index} />
            ))}
          </div>
        </>
      )}
      {sheets.status === 'error' && (
        <p className="sheet-picker__note" role="status" data-testid="sheet-picker-error">
          Paper sheets could not be loaded right now. You can still order without one.
        </p>
      )}
      {sheets.status === 'success' && sheets.data && (
        <div className="sheet-picker__options">
          <SheetOption
            group={group}
            id={null}
            name="No paper"
            price={0}
            checked={selectedId === null}
            onSelect={onSelect}
          />
          {sheets.data.map((sheet) => (
            <SheetOption
              key={sheet.id}
              group={group}
              id={sheet.id}
              name={sheet.name}
              price={parsePrice(sheet.price)}
              image={sheet.image}
              checked={selectedId === sheet.id}
              onSelect={onSelect}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
