import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { FormSelect } from '../../../components/form/FormFields';
import { usePaperSheets } from '../../../lib/catalog/paper-sheets';
import type { CustomOrderFormValues } from '../model/custom-order-form';

/**
 * The wrapping sheet: none, or one of the ten paper sheets by name (DESIGN §8.12), with a swatch
 * of the chosen one. If the sheets cannot be loaded, none is still a valid choice.
 */
export function WrappingSheetSelect() {
  const sheets = usePaperSheets();
  const chosen = useWatch<CustomOrderFormValues, 'wrappingSheet'>({ name: 'wrappingSheet' });
  const noteId = useId();
  const sheet = sheets.data?.find((candidate) => candidate.name === chosen);
  const note =
    sheets.status === 'pending'
      ? 'Loading paper sheets…'
      : sheets.status === 'error'
        ? 'Paper sheets could not be loaded right now. You can still order without one.'
        : null;
  return (
    <div className="wrapping-sheet">
      <div className="wrapping-sheet__row">
        <FormSelect
          name="wrappingSheet"
          label={
            <>
              Wrapping sheet <span className="checked-field__optional">(optional)</span>
            </>
          }
          aria-describedby={note ? noteId : undefined}
          data-testid="custom-wrapping-sheet"
        >
          <option value="">None</option>
          {sheets.data?.map((option) => (
            <option key={option.id} value={option.name}>
              {option.name}
            </option>
          ))}
        </FormSelect>
        {sheet && <img className="wrapping-sheet__swatch" src={sheet.image} alt="" data-testid="custom-wrapping-swatch" />}
      </div>
      {note && (
        <p id={noteId} className="custom-order__note" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
