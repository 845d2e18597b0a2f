/** Public shop details shown in the footer (and later on the contact page). */
export const SHOP = {
  name: 'Bloom & Box',
  tagline: 'Fresh flowers and thoughtful gifts',
  pickupAddress: 'Garden Court Mall, 200 Meadow Road, Maple Township, NJ 08000',
  phone: '(609) 555-0142',
  email: 'hello@bloomandbox.example',
  hours: 'Mon–Sat 10:00–20:00 · Sun 11:00–18:00',
} as const;
