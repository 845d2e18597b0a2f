import type { DayPrintKind } from '../model/day-prints';
import { formatShopDate } from '../model/order-dates';

interface OrdersDayWorkProps {
  date: string;
  /** Orders for the date in all (every page); null when a search narrows the list. */
  total: number | null;
  preparing: DayPrintKind | null;
  onPrint: (kind: DayPrintKind) => void;
}

/**
 * A date's work: every ticket in one print (one per page), and the driver's list of its deliveries;
 * cancelled orders are on neither.
 */
export function OrdersDayWork({ date, total, preparing, onPrint }: OrdersDayWorkProps) {
  const day = formatShopDate(date);
  return (
    <div className="admin-orders__day-work" role="group" aria-label={`Printing for ${day}`} data-testid="admin-orders-day-work">
      <p className="admin-orders__day-summary" data-testid="admin-orders-day-summary">
        {total === null ? 'Orders' : `${total} ${total === 1 ? 'order' : 'orders'}`} for {day}. The prints take every
        order of the date except cancelled ones, deliveries first, then pickups by time window.
      </p>
      <div className="admin-table__buttons admin-orders__day-buttons">
        <button
          type="button"
          className="button button--primary"
          disabled={preparing !== null}
          aria-busy={preparing === 'tickets'}
          onClick={() => onPrint('tickets')}
          data-testid="admin-orders-print-day"
        >
          {preparing === 'tickets' ? 'Preparing...' : 'Print all tickets'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={preparing !== null}
          aria-busy={preparing === 'driver-list'}
          onClick={() => onPrint('driver-list')}
          data-testid="admin-orders-driver-list"
        >
          {preparing === 'driver-list' ? 'Preparing...' : "Driver's list"}
        </button>
      </div>
    </div>
  );
}
