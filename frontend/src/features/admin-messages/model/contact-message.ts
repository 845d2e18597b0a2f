import type { ContactMessage } from '../../../lib/api/schemas';

/** Messages a page of the admin's table shows (the server's default page for messages too). */
export const MESSAGES_PAGE_SIZE = 25;

/** One page of the Messages table: its number, its messages and how many there are in all. */
export interface ContactMessagePage {
  page: number;
  items: ContactMessage[];
  total: number;
}
