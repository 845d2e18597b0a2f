import { apiRequest } from '../../../lib/api-client';

/** `POST /contacts/seen`, admin cookie: every message up to `upTo` (a createdAt) has been shown. */
export function markMessagesSeen(upTo: string): Promise<unknown> {
  return apiRequest('/contacts/seen', { method: 'POST', json: { upTo }, token: null });
}
