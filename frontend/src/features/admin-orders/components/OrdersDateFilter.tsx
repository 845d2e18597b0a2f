import { useRef } from 'react';
import { InputField } from '../../../components/Field';
import { formatShortDay } from '../../../lib/format-shop-day';
import type { DateChoice } from '../model/order-dates';

interface OrdersDateFilterProps {
  choice: DateChoice;
  otherDate: string;
  today: string;
  tomorrow: string;
  onChoose: (choice: DateChoice) => void;
  onOtherDate: (date: string) => void;
}

/**
 * Which orders the list shows by the date they are for: every date, today, tomorrow, or a date
 * typed or picked in the date field (which chooses "Chosen date" as it changes; choosing
 * "Chosen date" with the field empty moves to the field).
 */
export function OrdersDateFilter({ choice, otherDate, today, tomorrow, onChoose, onOtherDate }: OrdersDateFilterProps) {
  const dateField = useRef<HTMLInputElement>(null);
  const options: [DateChoice, string][] = [
    ['all', 'All dates'],
    ['today', `Today, ${formatShortDay(today)}`],
    ['tomorrow', `Tomorrow, ${formatShortDay(tomorrow)}`],
    ['other', 'Chosen date'],
  ];
  return (
    <fieldset className="admin-orders__dates" data-testid="admin-orders-dates">
      <legend className="admin-orders__dates-legend">Orders for</legend>
      <div className="admin-orders__date-options">
        {options.map(([value, label]) => (
          <label key={value} className="admin-orders__date-option">
            <input
              type="radio"
              name="admin-orders-date"
              value={value}
              checked={choice === value}
              onChange={() => {
                onChoose(value);
                if (value === 'other' && !otherDate) dateField.current?.focus();
              }}
              data-testid={`admin-orders-date-${value}`}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      <InputField
        ref={dateField}
        label="Choose a date"
        type="date"
        value={otherDate}
        onChange={(event) => onOtherDate(event.target.value)}
        data-testid="admin-orders-date-input"
      />
    </fieldset>
  );
}
