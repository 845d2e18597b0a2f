import { bareApi } from '../../../lib/api/client';

/** `POST /contacts/seen`, admin cookie: every message up to `upTo` (a createdAt) has been shown. */
export async function markMessagesSeen(upTo: string): Promise<void> {
  await bareApi.POST('/contacts/seen', { body: { upTo } });
}
