/**
 * The shop's public details: shown in the SPA's header, footer and contact page, and in every mail.
 * Opening hours are not here: the admin's schedule keeps them (GET /api/opening-hours).
 */
export const SHOP_DETAILS = {
  name: 'Bloom & Box',
  tagline: 'Fresh flowers and thoughtful gifts',
  pickupAddress: 'Garden Court Mall, 200 Meadow Road, Maple Township, NJ 08000',
  phone: '(609) 555-0142',
  /** The same number for `tel:` links, in international form. */
  phoneLink: 'tel:+16095550142',
  email: 'hello@bloomandbox.example',
} as const;
