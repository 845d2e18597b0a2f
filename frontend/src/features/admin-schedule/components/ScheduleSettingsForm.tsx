import { FormProvider } from 'react-hook-form';
import { CheckedField } from '../../../components/form/CheckedField';
import { FormServerError } from '../../../components/form/FormServerError';
import { SubmitButton } from '../../../components/form/SubmitButton';
import type { ScheduleSettingsState } from '../hooks/useScheduleSettings';
import { TIME_REQUIRED, type ScheduleFormValues } from '../model/settings-form';
import { BlackoutDatesField } from './BlackoutDatesField';
import { CapacityOverridesField } from './CapacityOverridesField';
import { ClosedWeekdaysField } from './ClosedWeekdaysField';
import { OpeningHoursFields } from './OpeningHoursFields';
import { SettingsSection } from './SettingsSection';
import { WholeNumberField } from './WholeNumberField';

const TIME_RULE = { required: TIME_REQUIRED };

/** The settings form (react-hook-form): every setting at once, saved as a whole. */
export function ScheduleSettingsForm({ state }: { state: ScheduleSettingsState }) {
  const { form, refusal, saving } = state;

  return (
    <FormProvider {...form}>
      <form
        className="admin-schedule__form"
        noValidate
        aria-label="Delivery and pickup settings"
        data-testid="admin-schedule-form"
        onSubmit={(event) => {
          event.preventDefault();
          state.submit();
        }}
      >
        <SettingsSection title="When orders can be for" testId="schedule-ordering">
          <div className="admin-schedule__fields">
            <CheckedField<ScheduleFormValues>
              name="sameDayCutoff"
              label="Same-day cutoff"
              type="time"
              required
              rules={TIME_RULE}
              hint="Orders placed at or after this time start tomorrow. Home delivery is always a day later than pickup (24–48 hours)."
              testId="schedule-sameDayCutoff"
            />
            <WholeNumberField
              name="leadTimeDays"
              label="Lead time (days)"
              subject="Lead time"
              hint="Days added to the earliest date."
            />
            <WholeNumberField
              name="bookingHorizonDays"
              label="Days shown ahead"
              subject="Days shown ahead"
              hint="How far ahead the checkout calendar goes, today included."
            />
          </div>
        </SettingsSection>

        <SettingsSection title="Closed days" reason={refusal.blackoutDates} testId="schedule-closed">
          <ClosedWeekdaysField serverReason={refusal.closedWeekdays} />
          <BlackoutDatesField />
        </SettingsSection>

        <SettingsSection title="Capacity" reason={refusal.capacityOverrides} testId="schedule-capacity">
          <WholeNumberField
            name="dailyCapacity"
            label="Orders per day"
            subject="Orders per day"
            hint="Pickup and delivery together. A full date is not offered."
          />
          <CapacityOverridesField />
        </SettingsSection>

        <SettingsSection title="Opening hours and pickup times" reason={refusal.openingHours} testId="schedule-hours">
          <OpeningHoursFields />
          <WholeNumberField
            name="pickupWindowMinutes"
            label="Pickup window (minutes)"
            subject="Pickup window"
            hint="Pickup times cut each day's opening hours into windows this long."
          />
        </SettingsSection>

        <FormServerError message={refusal.general ?? null} testId="schedule-server-error" />
        <div className="admin-schedule__actions">
          <SubmitButton busy={saving} testId="schedule-save">
            Save settings
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
