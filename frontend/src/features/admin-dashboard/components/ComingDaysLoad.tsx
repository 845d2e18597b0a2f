import type { DayLoad } from '../../../lib/api/schemas';
import { formatRowDay, loadPercent, loadState } from '../model/dashboard-format';
import { DashboardSection } from './DashboardSection';

/** A day the shop does not work (weekly closed day or holiday): marked as such, not as a free day. */
const isClosed = ({ reason }: DayLoad) => reason === 'closed' || reason === 'blackout';

/**
 * The coming seven days by the date orders are for: booked against capacity. Every figure is
 * text in the table; the bar only draws it (hidden from screen readers).
 */
export function ComingDaysLoad({ days, today }: { days: DayLoad[]; today: string }) {
  return (
    <DashboardSection
      title="Coming 7 days: booked against capacity"
      note="Orders for each date, pickup and delivery together; cancelled ones give their place back."
      className="admin-dashboard__section--wide"
    >
      <table className="admin-table admin-dashboard__table admin-dashboard__load" data-testid="admin-dashboard-coming-days">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Booked</th>
            <th scope="col">Capacity</th>
            <th scope="col">Load</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => {
            const percent = loadPercent(day);
            const closed = isClosed(day);
            return (
              <tr
                key={day.date}
                data-date={day.date}
                data-state={day.reason ?? 'open'}
                className={closed ? 'admin-dashboard__day--closed' : undefined}
              >
                <th scope="row">{formatRowDay(day.date, today)}</th>
                <td>{day.booked.toLocaleString('en-US')}</td>
                <td>{day.capacity.toLocaleString('en-US')}</td>
                <td className="admin-dashboard__load-cell">
                  <span className="admin-dashboard__load-bar" aria-hidden="true">
                    {!closed && (
                      <span
                        className={`admin-dashboard__load-fill${percent >= 100 ? ' admin-dashboard__load-fill--full' : ''}`}
                        style={{ width: `${percent}%` }}
                      />
                    )}
                  </span>
                  <span className="admin-dashboard__load-text">
                    {closed ? loadState(day) : `${percent}% · ${loadState(day)}`}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </DashboardSection>
  );
}
