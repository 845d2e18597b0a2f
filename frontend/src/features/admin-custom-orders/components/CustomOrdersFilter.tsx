import { CUSTOM_ORDER_FILTERS, type CustomOrderFilter } from '../model/custom-order-rules';

interface CustomOrdersFilterProps {
  value: CustomOrderFilter;
  /** How many orders each filter shows; without them (still loading, or failed) the buttons show none. */
  counts: Readonly<Record<CustomOrderFilter, number>> | undefined;
  onChange: (filter: CustomOrderFilter) => void;
}

/**
 * All / Existing / Upload (SPEC §2): toggle buttons, the chosen one pressed, each with how many
 * orders it shows ("Existing, 1 order" to a screen reader).
 */
export function CustomOrdersFilter({ value, counts, onChange }: CustomOrdersFilterProps) {
  return (
    <div className="admin-custom-orders__filter" role="group" aria-label="Show custom orders">
      {CUSTOM_ORDER_FILTERS.map((filter) => {
        const count = counts?.[filter.value];
        return (
          <button
            key={filter.value}
            type="button"
            className="admin-custom-orders__filter-button"
            aria-pressed={filter.value === value}
            // The count badge alone would read "Existing 1"; the name says what it counts.
            aria-label={
              count === undefined ? filter.label : `${filter.label}, ${count} ${count === 1 ? 'order' : 'orders'}`
            }
            onClick={() => onChange(filter.value)}
            data-testid={`admin-custom-filter-${filter.value}`}
          >
            {filter.label}
            {count !== undefined && (
              <>
                {' '}
                <span className="admin-custom-orders__count" data-testid="admin-custom-filter-count">
                  {count}
                </span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
