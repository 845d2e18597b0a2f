import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import type { CustomOrderFormValues, CustomOrderMode } from '../model/custom-order-form';

const MODES: { value: CustomOrderMode; label: string; hint: string }[] = [
  { value: 'existing', label: 'Existing product', hint: 'Start from one of our bouquets and tell us what to change.' },
  { value: 'upload', label: 'Upload', hint: 'Show us a picture or describe the bouquet you have in mind.' },
];

/**
 * The two modes as a radio group (SPEC §2): arrow keys move between them, the legend names the
 * group, each card is clickable as a whole; a radio is named by its title and described by its hint.
 */
export function ModeSwitch() {
  const { register } = useFormContext<CustomOrderFormValues>();
  const hintPrefix = useId();
  return (
    <fieldset className="custom-order__section custom-mode">
      <legend className="custom-order__legend">How would you like to order?</legend>
      <div className="custom-mode__options">
        {MODES.map(({ value, label, hint }) => (
          <label key={value} className="custom-mode__option">
            <input
              type="radio"
              className="custom-mode__radio"
              value={value}
              aria-labelledby={`${hintPrefix}-${value}-label`}
              aria-describedby={`${hintPrefix}-${value}-hint`}
              data-testid={`custom-mode-${value}`}
              {...register('mode')}
            />
            <span className="custom-mode__text">
              <span className="custom-mode__label" id={`${hintPrefix}-${value}-label`}>
                {label}
              </span>
              <span className="custom-mode__hint" id={`${hintPrefix}-${value}-hint`}>
                {hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
