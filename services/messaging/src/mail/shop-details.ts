/**
 * The shop as its mails present it. The SPA keeps the same details in
 * frontend/src/config/shop.ts (a service cannot import the SPA); a test keeps the two equal.
 */
export const SHOP_DETAILS = {
  name: 'Bloom & Box',
  tagline: 'Fresh flowers and thoughtful gifts',
  pickupAddress: 'Garden Court Mall, 200 Meadow Road, Maple Township, NJ 08000',
  phone: '(609) 555-0142',
  phoneLink: 'tel:+16095550142',
  email: 'hello@bloomandbox.example',
  hours: 'Mon–Sat 10:00–20:00 · Sun 11:00–18:00',
} as const;

/** The shop's look in mail clients, which ignore stylesheets: frontend/src/styles/global.css colours. */
export const MAIL_THEME = {
  primary: '#b83267',
  primaryDark: '#8e2450',
  text: '#3a2430',
  muted: '#735b66',
  background: '#fffafb',
  surface: '#ffffff',
  border: '#f1dde4',
  tint: '#fff3f7',
  fontBody: "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontDisplay: "Georgia, 'Times New Roman', serif",
} as const;
