import { apiRequest } from '../../../lib/api-client';
import type { ContactMessage } from '../model/contact-message';

/** `GET /contacts`, authenticated by the admin cookie (SPEC §7): newest first. */
export function listContactMessages(signal?: AbortSignal): Promise<ContactMessage[]> {
  return apiRequest<ContactMessage[]>('/contacts', { token: null, signal });
}
