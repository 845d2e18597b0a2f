import { AdminLoadFailure } from '../../../components/AdminLoadFailure';
import { LOAD_FAILED_TEXT, useScheduleSettings } from '../hooks/useScheduleSettings';
import { ScheduleSettingsForm } from './ScheduleSettingsForm';
import { StrandedDaysNotice } from './StrandedDaysNotice';
import './schedule-settings.css';

/**
 * `/admin/schedule` "Delivery & pickup" (issue 13): when the shop takes orders for — cutoff,
 * lead time, closed days and holidays, capacity per date, opening hours and pickup windows.
 * The checkout's calendar and the server's checks both follow these settings.
 */
export default function ScheduleSettingsPage() {
  const state = useScheduleSettings();
  return (
    <div className="admin-schedule" data-testid="admin-schedule">
      <h1 className="admin-panel__title">Delivery &amp; pickup</h1>
      <p className="admin-schedule__lead">
        Which dates shoppers can choose at checkout, and the pickup times they can book. Times are the shop&apos;s
        (New Jersey) time.
      </p>
      {state.status === 'pending' && (
        <p className="admin-schedule__lead" role="status">
          Loading the settings...
        </p>
      )}
      {state.status === 'error' && (
        <AdminLoadFailure
          message={LOAD_FAILED_TEXT}
          onRetry={state.retry}
          retrying={state.retrying}
          className="admin-schedule__problem"
          testId="admin-schedule-load-error"
        />
      )}
      <StrandedDaysNotice days={state.stranded} />
      {state.settings && <ScheduleSettingsForm state={state} />}
    </div>
  );
}
