/** A contact message as the admin reads it (`GET /contacts`, SPEC §3); phone and subject may be empty. */
export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
  createdAt?: string;
}

/** Messages a page of the admin's table shows (the server's default page for messages too). */
export const MESSAGES_PAGE_SIZE = 25;

/** One page of the Messages table: its number, its messages and how many there are in all. */
export interface ContactMessagePage {
  page: number;
  items: ContactMessage[];
  total: number;
}
