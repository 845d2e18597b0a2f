import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { refusalReason } from '../../../lib/admin/use-admin-write';
import { useAdminFailure } from '../../../lib/admin/use-admin-failure';
import { useAdminLoadFailure } from '../../../lib/admin/use-admin-load-failure';
import { isApiError } from '../../../lib/api/api-error';
import type { FulfilmentSettings } from '../../../lib/api/schemas';
import { useSingleSubmit } from '../../../lib/forms/use-single-submit';
import { refreshOpeningHours } from '../../../lib/opening-hours/useOpeningHours';
import { queryKeys } from '../../../lib/query/query-keys';
import { listOrdersForDate } from '../../../lib/orders/admin-order-pages';
import { getAdminFulfilmentCalendar } from '../../../lib/orders/fulfilment-calendar-api';
import { getFulfilmentSettings, saveFulfilmentSettings } from '../api/fulfilment-settings-api';
import { openBookedDays, strandedDays, strandedPickups, type StrandedDay } from '../model/stranded-days';
import { refusalByField, toFormValues, toSettings, type ScheduleFormValues, type SettingsField } from '../model/settings-form';

export const SAVED_TEXT = 'Delivery and pickup settings saved.';
export const SAVE_FAILED_TEXT = 'Failed to save the delivery and pickup settings.';
export const LOAD_FAILED_TEXT = 'The delivery and pickup settings could not be loaded.';

const settingsKey = ['admin-fulfilment-settings'] as const;

const SINGLE_FIELDS = ['sameDayCutoff', 'leadTimeDays', 'dailyCapacity', 'pickupWindowMinutes', 'bookingHorizonDays'] as const;

/** Reasons the server gave, by setting; `general` for the rest. */
export type Refusal = Partial<Record<SettingsField | 'general', string>>;

export interface ScheduleSettingsState {
  status: 'pending' | 'error' | 'success';
  retry: () => void;
  retrying: boolean;
  /** What the form shows (once filled), undefined before. */
  settings: FulfilmentSettings | undefined;
  form: UseFormReturn<ScheduleFormValues>;
  saving: boolean;
  refusal: Refusal;
  /** After the last save: dates with orders that the new settings close, overfill or leave outside the hours. */
  stranded: StrandedDay[];
  submit: () => void;
}

/**
 * `/admin/schedule` (issue 13): the settings are read once the page opens and fill the form; Save
 * sends the whole settings. A refusal is said in a toast and each reason is shown beside the
 * setting it names; a save refreshes the shop's calendars (checkout reads them again) and opening hours.
 */
export function useScheduleSettings(): ScheduleSettingsState {
  const queryClient = useQueryClient();
  const reportFailure = useAdminFailure();
  const query = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => getFulfilmentSettings(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  useAdminLoadFailure(query, LOAD_FAILED_TEXT, 'log');
  const form = useForm<ScheduleFormValues>({ mode: 'onSubmit' });
  const [refusal, setRefusal] = useState<Refusal>({});
  const [stranded, setStranded] = useState<StrandedDay[]>([]);
  /** The settings the form was last filled from: the page shows the form only once it holds them. */
  const [shown, setShown] = useState<FulfilmentSettings>();
  const { reset } = form;

  // The form starts from (and after a save, goes back to) what the server holds.
  useEffect(() => {
    if (!query.data) return;
    reset(toFormValues(query.data));
    setShown(query.data);
  }, [query.data, reset]);

  const mutation = useMutation({ mutationFn: saveFulfilmentSettings });

  // One save at a time: a double press would send the settings twice and report a refusal twice.
  const submit = useSingleSubmit(form.handleSubmit(async (values) => {
    setRefusal({});
    setStranded([]);
    let saved: FulfilmentSettings;
    try {
      saved = await mutation.mutateAsync(toSettings(values));
      queryClient.setQueryData(settingsKey, saved);
      toast.success(SAVED_TEXT);
      // The hours the storefront states (footer, contact page) follow the schedule too (never throws).
      void refreshOpeningHours(queryClient);
      await queryClient.invalidateQueries({ queryKey: queryKeys.fulfilmentCalendars() });
    } catch (error) {
      reportFailure(error, SAVE_FAILED_TEXT, 'toast');
      const reasons: Refusal = isApiError(error) && error.status === 400 ? refusalByField(error.message) : { general: refusalReason(error) };
      // A single setting's reason goes under its own field; list settings show theirs under their section.
      for (const name of SINGLE_FIELDS) {
        const reason = reasons[name];
        if (reason) form.setError(name, { type: 'server', message: reason });
        delete reasons[name];
      }
      setRefusal(reasons);
      return;
    }
    await warnOfStrandedDays(saved);
  }));

  /**
   * Pickup's calendar counts every date's bookings (capacity is the date's): read under the new
   * settings. The orders of the open dates among them say which pickup times the hours now miss.
   */
  async function warnOfStrandedDays(saved: FulfilmentSettings) {
    try {
      const { days } = await getAdminFulfilmentCalendar('pickup');
      const orders = (await Promise.all(openBookedDays(days).map(({ date }) => listOrdersForDate(date)))).flat();
      const found = [...strandedDays(days), ...strandedPickups(saved, orders)];
      setStranded(found.sort((one, other) => one.date.localeCompare(other.date)));
    } catch {
      // The settings are saved; the check is a courtesy, and the dashboard shows the same counts.
    }
  }

  return {
    status: query.status,
    retry: () => void query.refetch(),
    retrying: query.isFetching,
    settings: shown,
    form,
    saving: mutation.isPending,
    refusal,
    stranded,
    submit: () => submit(),
  };
}
