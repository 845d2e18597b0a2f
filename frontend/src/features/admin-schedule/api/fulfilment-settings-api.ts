import { bareApi, bearer, dataOf } from '../../../lib/api/client';
import type { FulfilmentSettings, FulfilmentSettingsBody } from '../../../lib/api/schemas';
import { getAdminToken } from '../../../lib/auth-tokens';

/** `GET /admin/fulfilment-settings` with the admin token: the settings as saved, with when (absent: the defaults). */
export function getFulfilmentSettings(signal?: AbortSignal): Promise<FulfilmentSettings> {
  return dataOf(bareApi.GET('/admin/fulfilment-settings', { headers: bearer(getAdminToken()), signal }));
}

/**
 * `PUT /admin/fulfilment-settings`: the whole settings; answers them as saved. The closed weekdays
 * are any numbers to the form's model and 0–6 to the server: seven checkboxes pick them.
 */
export function saveFulfilmentSettings(settings: Omit<FulfilmentSettings, 'updatedAt'>): Promise<FulfilmentSettings> {
  const body: FulfilmentSettingsBody = {
    ...settings,
    closedWeekdays: settings.closedWeekdays as FulfilmentSettingsBody['closedWeekdays'],
  };
  return dataOf(bareApi.PUT('/admin/fulfilment-settings', { body, headers: bearer(getAdminToken()) }));
}
