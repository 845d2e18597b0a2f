import { useId } from 'react';
import type { CalendarDay, FulfilmentMode } from '@shop-rules/fulfilment-schedule';
import type { FulfilmentChoiceState } from '../hooks/useFulfilmentChoice';
import {
  GAP_TEXT,
  UNAVAILABLE_MARK,
  UNAVAILABLE_TEXT,
  calendarMonths,
  dayLabel,
  monthLabel,
  sameWindow,
} from '../model/fulfilment-choice';

const WEEKDAYS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'];

interface FulfilmentPickerProps {
  mode: FulfilmentMode;
  state: FulfilmentChoiceState;
  /** The server's reason for refusing the last Confirm Order (e.g. the date became full). */
  refusal: string | null;
}

/**
 * The date (and for pickup the time window) of step 2 (issue 13). Dates are native radio
 * buttons laid out as a month calendar: arrow keys move between the dates that can be chosen,
 * and each date's name says the whole date and, when it cannot be chosen, why.
 */
export function FulfilmentPicker({ mode, state, refusal }: FulfilmentPickerProps) {
  const { calendar, status, choice, gap } = state;
  const gapId = useId();
  const chosenDay = calendar?.days.find((day) => day.date === choice?.date && day.available);
  const noDates = calendar !== undefined && !calendar.days.some((day) => day.available);

  return (
    <div className="fulfilment" data-testid="fulfilment-picker" data-mode={mode}>
      <fieldset className="fulfilment__dates" aria-describedby={gapId}>
        <legend className="delivery-options__legend">{mode === 'pickup' ? 'Pickup date' : 'Delivery date'}</legend>
        {status === 'pending' && (
          <p className="checkout-step__hint" role="status">
            Loading the dates...
          </p>
        )}
        {status === 'error' && !calendar && (
          <div className="fulfilment__problem" role="alert" data-testid="fulfilment-load-error">
            <p>The dates could not be loaded.</p>
            <button type="button" className="button button--secondary" disabled={state.fetching} onClick={state.retry}>
              Retry
            </button>
          </div>
        )}
        {noDates && <p className="fulfilment__problem">No date is open for orders at the moment. Please contact the shop.</p>}
        {calendar &&
          calendarMonths(calendar.days).map(({ month, lead, days }) => (
            <CalendarMonth key={month} lead={lead} days={days} chosen={choice?.date} onChoose={state.chooseDate} />
          ))}
      </fieldset>

      {mode === 'pickup' && chosenDay && (
        <fieldset className="fulfilment__windows" data-testid="fulfilment-windows">
          <legend className="delivery-options__legend">Pickup time on {dayLabel(chosenDay.date)}</legend>
          <div className="fulfilment__window-list">
            {chosenDay.windows.map((window) => (
              <label key={window.start} className="fulfilment-window" data-testid="fulfilment-window" data-start={window.start}>
                <input
                  type="radio"
                  name="fulfilment-window"
                  value={window.start}
                  disabled={!window.available}
                  checked={sameWindow(window, choice?.window)}
                  onChange={() => state.chooseWindow(window)}
                />
                <span>
                  {window.start}–{window.end}
                  {!window.available && <span className="visually-hidden">, unavailable</span>}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {refusal && (
        <p className="fulfilment__problem" role="alert" data-testid="fulfilment-refusal">
          {refusal}
        </p>
      )}
      {/* Always present, so what it says is announced. */}
      <p id={gapId} className="checkout-step__hint" role="status" data-testid="fulfilment-gap">
        {gap ? GAP_TEXT[gap] : ''}
      </p>
    </div>
  );
}

interface CalendarMonthProps {
  lead: number;
  days: CalendarDay[];
  chosen: string | undefined;
  onChoose: (date: string) => void;
}

function CalendarMonth({ lead, days, chosen, onChoose }: CalendarMonthProps) {
  const nameId = useId();
  return (
    <div className="fulfilment-month" role="group" aria-labelledby={nameId}>
      <p id={nameId} className="fulfilment-month__name">
        {monthLabel(days[0]!.date)}
      </p>
      <div className="fulfilment-month__grid">
        {WEEKDAYS.map((name, index) => (
          <span key={index} className="fulfilment-month__weekday" aria-hidden="true">
            {name}
          </span>
        ))}
        {Array.from({ length: lead }, (_, index) => (
          <span key={`lead-${index}`} aria-hidden="true" />
        ))}
        {days.map((day) => (
          <label
            key={day.date}
            className="fulfilment-day"
            data-testid="fulfilment-day"
            data-date={day.date}
            data-reason={day.reason ?? ''}
          >
            <input
              type="radio"
              name="fulfilment-date"
              value={day.date}
              disabled={!day.available}
              checked={chosen === day.date}
              onChange={() => onChoose(day.date)}
            />
            <span className="fulfilment-day__number" aria-hidden="true">
              {Number(day.date.slice(8))}
            </span>
            {day.reason && UNAVAILABLE_MARK[day.reason] && (
              <span className="fulfilment-day__mark" aria-hidden="true">
                {UNAVAILABLE_MARK[day.reason]}
              </span>
            )}
            <span className="visually-hidden">
              {dayLabel(day.date)}
              {day.reason && `, ${UNAVAILABLE_TEXT[day.reason]}`}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
