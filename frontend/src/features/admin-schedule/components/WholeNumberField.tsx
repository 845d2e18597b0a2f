import { CheckedField } from '../../../components/form/CheckedField';
import { LIMITS, wholeBetween, type ScheduleFormValues } from '../model/settings-form';

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
export function WholeNumberField({ name, label, subject, hint }: WholeNumberFieldProps) {
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
