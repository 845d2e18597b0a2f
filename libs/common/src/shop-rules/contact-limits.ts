/** Longest accepted value of each contact form field: the server refuses more, the SPA's inputs stop there. */
export const CONTACT_FIELD_MAX = {
  name: 100,
  email: 254,
  phone: 40,
  subject: 200,
  message: 5000,
} as const;
