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
