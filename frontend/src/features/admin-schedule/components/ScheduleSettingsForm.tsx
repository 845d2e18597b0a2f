import { useId, type ReactNode } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { CheckedField } from '../../../components/form/CheckedField';
import { FormServerError } from '../../../components/form/FormServerError';
import { SubmitButton } from '../../../components/form/SubmitButton';
import type { ScheduleSettingsState } from '../hooks/useScheduleSettings';
import {
  LIMITS,
  ONE_DAY_OPEN,
  TIME_REQUIRED,
  WEEKDAY_NAMES,
  dayTimeGiven,
  keepsOneWeekdayOpen,
  opensBeforeClosing,
  wholeBetween,
  type ScheduleFormValues,
} from '../model/settings-form';
import { BlackoutDatesField, CapacityOverridesField } from './DatedListFields';

const TIME_RULE = { required: TIME_REQUIRED };
/**
 * Each weekday box checks the whole week and, when ticked or cleared, the others again, and that
 * day's hours (not needed while the day is closed every week).
 */
const CLOSED_DAYS = WEEKDAY_NAMES.map((_, weekday) => `closed.${weekday}` as const);
const closedDayRule = (weekday: number) => ({
  validate: keepsOneWeekdayOpen,
  deps: [
    ...CLOSED_DAYS.filter((_, other) => other !== weekday),
    `openingHours.${weekday}.open` as const,
    `openingHours.${weekday}.close` as const,
  ],
});
/** A day's hours: needed (and open before close) unless the day is closed every week. */
const openRule = (weekday: number) => ({ validate: dayTimeGiven(weekday) });
const closeRule = (weekday: number) => ({
  validate: { given: dayTimeGiven(weekday), opensFirst: opensBeforeClosing(weekday) },
});
/** By a closed day's hours, which the form keeps but the shop does not use. */
const CLOSED_DAY_HINT = 'Closed every week: these hours are not used.';

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

/** The settings kept as a whole number within FULFILMENT_LIMITS, each under its own name there. */
type WholeNumberSetting = 'leadTimeDays' | 'bookingHorizonDays' | 'dailyCapacity' | 'pickupWindowMinutes';

interface WholeNumberFieldProps {
  name: WholeNumberSetting;
  label: string;
  /** How the reason names the setting: "<subject> must be a whole number from … to …". */
  subject: string;
  hint: string;
}

/** A whole-number setting: its bounds and the reason for a number outside them come from LIMITS. */
function WholeNumberField({ name, label, subject, hint }: WholeNumberFieldProps) {
  const limits = LIMITS[name];
  return (
    <CheckedField<ScheduleFormValues>
      name={name}
      label={label}
      type="number"
      inputMode="numeric"
      min={limits.min}
      max={limits.max}
      required
      rules={{ validate: wholeBetween(subject, limits) }}
      hint={hint}
      testId={`schedule-${name}`}
    />
  );
}

/** The settings form (react-hook-form): every setting at once, saved as a whole. */
export function ScheduleSettingsForm({ state }: { state: ScheduleSettingsState }) {
  const { form, refusal, saving } = state;
  const { register } = form;
  const closedHintId = useId();
  const weekdaysErrorId = useId();
  const dayHintId = useId();
  const closed = useWatch({ control: form.control, name: 'closed' });
  const weekClosed = form.formState.errors.closed?.find?.((error) => error?.message)?.message;
  // Said right after the weekday boxes: the page's own check, or the server's reason about them.
  const weekdaysReason = weekClosed ?? refusal.closedWeekdays;
  // The hint says the same as the page's own reason: while the reason shows, it stands in for it.
  const showClosedHint = weekdaysReason !== ONE_DAY_OPEN;

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
        <Section title="When orders can be for" testId="schedule-ordering">
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
        </Section>

        <Section title="Closed days" reason={refusal.blackoutDates} testId="schedule-closed">
          <div className="admin-schedule__weekdays-group" data-testid="schedule-weekdays">
            <fieldset
              className="admin-schedule__weekdays"
              aria-describedby={
                [showClosedHint ? closedHintId : null, weekdaysReason ? weekdaysErrorId : null].filter(Boolean).join(' ') ||
                undefined
              }
              aria-invalid={Boolean(weekdaysReason)}
            >
              <legend className="field__label">Closed every week</legend>
              {WEEKDAY_NAMES.map((name, weekday) => (
                <label key={name} className="admin-schedule__check">
                  <input
                    type="checkbox"
                    {...register(`closed.${weekday}`, closedDayRule(weekday))}
                    data-testid={`schedule-closed-${weekday}`}
                  />
                  {name}
                </label>
              ))}
            </fieldset>
            {weekdaysReason && (
              <p id={weekdaysErrorId} className="field__error" role="alert" data-testid="schedule-weekdays-error">
                {weekdaysReason}
              </p>
            )}
            {showClosedHint && (
              <p id={closedHintId} className="checked-field__hint">
                {ONE_DAY_OPEN}
              </p>
            )}
          </div>
          <BlackoutDatesField />
        </Section>

        <Section title="Capacity" reason={refusal.capacityOverrides} testId="schedule-capacity">
          <WholeNumberField
            name="dailyCapacity"
            label="Orders per day"
            subject="Orders per day"
            hint="Pickup and delivery together. A full date is not offered."
          />
          <CapacityOverridesField />
        </Section>

        <Section title="Opening hours and pickup times" reason={refusal.openingHours} testId="schedule-hours">
          <div className="admin-schedule__hours">
            {WEEKDAY_NAMES.map((name, weekday) => {
              const dayClosed = Boolean(closed?.[weekday]);
              return (
                <fieldset
                  key={name}
                  className="admin-schedule__day"
                  aria-describedby={dayClosed ? `${dayHintId}-${weekday}` : undefined}
                  data-testid={`schedule-day-${weekday}`}
                >
                  <legend className="field__label">{name}</legend>
                  {/* Not `disabled`: a disabled field's value would not be submitted. */}
                  <CheckedField<ScheduleFormValues>
                    name={`openingHours.${weekday}.open`}
                    label="Opens"
                    type="time"
                    required={!dayClosed}
                    rules={openRule(weekday)}
                    testId={`schedule-open-${weekday}`}
                  />
                  <CheckedField<ScheduleFormValues>
                    name={`openingHours.${weekday}.close`}
                    label="Closes"
                    type="time"
                    required={!dayClosed}
                    rules={closeRule(weekday)}
                    testId={`schedule-close-${weekday}`}
                  />
                  {dayClosed && (
                    <p
                      id={`${dayHintId}-${weekday}`}
                      className="checked-field__hint admin-schedule__day-hint"
                      data-testid={`schedule-day-closed-${weekday}`}
                    >
                      {CLOSED_DAY_HINT}
                    </p>
                  )}
                </fieldset>
              );
            })}
          </div>
          <WholeNumberField
            name="pickupWindowMinutes"
            label="Pickup window (minutes)"
            subject="Pickup window"
            hint="Pickup times cut each day's opening hours into windows this long."
          />
        </Section>

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
