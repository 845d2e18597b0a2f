import { useId, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { CheckedField } from '../../../components/form/CheckedField';
import { FormServerError } from '../../../components/form/FormServerError';
import type { ScheduleSettingsState } from '../hooks/useScheduleSettings';
import { LIMITS, WEEKDAY_NAMES, opensBeforeClosing, wholeBetween, type ScheduleFormValues } from '../model/settings-form';
import { BlackoutDatesField, CapacityOverridesField } from './DatedListFields';

const TIME_RULE = { required: 'Enter a time, like 14:00.' };

/** A group of settings under its legend, with the server's reason for the group if it gave one. */
function Section({ title, reason, testId, children }: { title: string; reason?: string; testId: string; children: ReactNode }) {
  return (
    <fieldset className="admin-panel admin-schedule__section" data-testid={testId}>
      <legend className="admin-schedule__legend">{title}</legend>
      {children}
      {reason && (
        <p className="field__error" role="alert" data-testid={`${testId}-error`}>
          {reason}
        </p>
      )}
    </fieldset>
  );
}

/** The settings form (react-hook-form): every setting at once, saved as a whole. */
export function ScheduleSettingsForm({ state }: { state: ScheduleSettingsState }) {
  const { form, refusal, saving } = state;
  const { register } = form;
  const closedHintId = useId();

  return (
    <FormProvider {...form}>
      <form
        className="admin-schedule__form"
        noValidate
        aria-label="Delivery and pickup settings"
        data-testid="admin-schedule-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) state.submit();
        }}
      >
        <Section title="When orders can be for" testId="schedule-ordering">
          <div className="admin-schedule__fields">
            <CheckedField<ScheduleFormValues>
              name="sameDayCutoff"
              label="Same-day cutoff"
              type="time"
              required
              rules={TIME_RULE}
              hint="Orders placed at or after this time start tomorrow."
              testId="schedule-sameDayCutoff"
            />
            <CheckedField<ScheduleFormValues>
              name="leadTimeDays"
              label="Lead time (days)"
              type="number"
              inputMode="numeric"
              min={LIMITS.leadTimeDays.min}
              max={LIMITS.leadTimeDays.max}
              required
              rules={{ validate: wholeBetween('Lead time', LIMITS.leadTimeDays) }}
              hint="Days added to the earliest date."
              testId="schedule-leadTimeDays"
            />
            <CheckedField<ScheduleFormValues>
              name="bookingHorizonDays"
              label="Days shown ahead"
              type="number"
              inputMode="numeric"
              min={LIMITS.bookingHorizonDays.min}
              max={LIMITS.bookingHorizonDays.max}
              required
              rules={{ validate: wholeBetween('Days shown ahead', LIMITS.bookingHorizonDays) }}
              hint="How far ahead the checkout calendar goes, today included."
              testId="schedule-bookingHorizonDays"
            />
          </div>
        </Section>

        <Section title="Closed days" reason={refusal.closedWeekdays ?? refusal.blackoutDates} testId="schedule-closed">
          <fieldset className="admin-schedule__weekdays" aria-describedby={closedHintId}>
            <legend className="field__label">Closed every week</legend>
            {WEEKDAY_NAMES.map((name, weekday) => (
              <label key={name} className="admin-schedule__check">
                <input type="checkbox" {...register(`closed.${weekday}`)} data-testid={`schedule-closed-${weekday}`} />
                {name}
              </label>
            ))}
          </fieldset>
          <p id={closedHintId} className="checked-field__hint">
            At least one day must stay open.
          </p>
          <BlackoutDatesField />
        </Section>

        <Section title="Capacity" reason={refusal.capacityOverrides} testId="schedule-capacity">
          <CheckedField<ScheduleFormValues>
            name="dailyCapacity"
            label="Orders per day"
            type="number"
            inputMode="numeric"
            min={LIMITS.dailyCapacity.min}
            max={LIMITS.dailyCapacity.max}
            required
            rules={{ validate: wholeBetween('Orders per day', LIMITS.dailyCapacity) }}
            hint="Pickup and delivery together. A full date is not offered."
            testId="schedule-dailyCapacity"
          />
          <CapacityOverridesField />
        </Section>

        <Section title="Opening hours and pickup times" reason={refusal.openingHours} testId="schedule-hours">
          <div className="admin-schedule__hours">
            {WEEKDAY_NAMES.map((name, weekday) => (
              <fieldset key={name} className="admin-schedule__day">
                <legend className="field__label">{name}</legend>
                <CheckedField<ScheduleFormValues>
                  name={`openingHours.${weekday}.open`}
                  label="Opens"
                  type="time"
                  required
                  rules={TIME_RULE}
                  testId={`schedule-open-${weekday}`}
                />
                <CheckedField<ScheduleFormValues>
                  name={`openingHours.${weekday}.close`}
                  label="Closes"
                  type="time"
                  required
                  rules={{ ...TIME_RULE, validate: opensBeforeClosing(weekday) }}
                  testId={`schedule-close-${weekday}`}
                />
              </fieldset>
            ))}
          </div>
          <CheckedField<ScheduleFormValues>
            name="pickupWindowMinutes"
            label="Pickup window (minutes)"
            type="number"
            inputMode="numeric"
            min={LIMITS.pickupWindowMinutes.min}
            max={LIMITS.pickupWindowMinutes.max}
            required
            rules={{ validate: wholeBetween('Pickup window', LIMITS.pickupWindowMinutes) }}
            hint="Pickup times cut each day's opening hours into windows this long."
            testId="schedule-pickupWindowMinutes"
          />
        </Section>

        <FormServerError message={refusal.general ?? null} testId="schedule-server-error" />
        <div className="admin-schedule__actions">
          <button type="submit" className="button button--primary" disabled={saving} data-testid="schedule-save">
            {saving ? 'Submitting...' : 'Save settings'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
