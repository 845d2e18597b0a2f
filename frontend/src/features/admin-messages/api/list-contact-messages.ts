import { adminPageOf } from '../../../lib/admin/admin-pages';
import { bareApi } from '../../../lib/api/client';
import { MESSAGES_PAGE_SIZE, type ContactMessagePage } from '../model/contact-message';

/** `GET /contacts?page&size`, authenticated by the admin cookie (SPEC §7): one page, newest first, and how many in all. */
export async function listContactMessages(page: number, signal?: AbortSignal): Promise<ContactMessagePage> {
  const { items, total } = await adminPageOf(
    bareApi.GET('/contacts', { params: { query: { page, size: MESSAGES_PAGE_SIZE } }, signal }),
  );
  return { page, items, total };
}
