/** A page of the shop on another site: opened in a new tab (contact page). */
export interface ExternalLink {
  /** The site's name, shown and read out. */
  label: string;
  href: string;
}

/** Public shop details shown in the footer and on the contact page. */
export const SHOP = {
  name: 'Bloom & Box',
  tagline: 'Fresh flowers and thoughtful gifts',
  pickupAddress: 'Garden Court Mall, 200 Meadow Road, Maple Township, NJ 08000',
  phone: '(609) 555-0142',
  /** The same number for `tel:` links, in international form. */
  phoneLink: 'tel:+16095550142',
  email: 'hello@bloomandbox.example',
  hours: 'Mon–Sat 10:00–20:00 · Sun 11:00–18:00',
  /** The two social networks the shop posts on (SPEC §2). */
  socialLinks: [
    { label: 'Instagram', href: 'https://www.instagram.com/bloomandbox.example' },
    { label: 'Facebook', href: 'https://www.facebook.com/bloomandbox.example' },
  ] satisfies readonly ExternalLink[],
  /** The chat app that reaches the shop's phone (SPEC §2). */
  chatLink: { label: 'WhatsApp', href: 'https://wa.me/16095550142' } satisfies ExternalLink,
} as const;
