import type { FulfilmentSettings } from '@shop-rules/fulfilment-schedule';
import { apiRequest } from '../../../lib/api-client';
import { getAdminToken } from '../../../lib/auth-tokens';

/** The settings as the server keeps them, with when they were last saved (absent: the defaults). */
export type StoredFulfilmentSettings = FulfilmentSettings & { updatedAt?: string };

/** `GET /admin/fulfilment-settings` with the admin token. */
export function getFulfilmentSettings(signal?: AbortSignal): Promise<StoredFulfilmentSettings> {
  return apiRequest<StoredFulfilmentSettings>('/admin/fulfilment-settings', { token: getAdminToken(), signal });
}

/** `PUT /admin/fulfilment-settings`: the whole settings; answers them as saved. */
export function saveFulfilmentSettings(settings: FulfilmentSettings): Promise<StoredFulfilmentSettings> {
  return apiRequest<StoredFulfilmentSettings>('/admin/fulfilment-settings', {
    method: 'PUT',
    json: settings,
    token: getAdminToken(),
  });
}
