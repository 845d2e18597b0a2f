import { SHOP_DETAILS } from '@shop-rules/shop-details';

/** A page of the shop on another site: opened in a new tab (contact page). */
export interface ExternalLink {
  /** The site's name, shown and read out. */
  label: string;
  href: string;
}

/**
 * Public shop details shown in the header, footer and contact page: the facts the mails show too
 * (one source, libs/common/src/shop-rules), plus the links only the SPA shows.
 */
export const SHOP = {
  ...SHOP_DETAILS,
  /** The two social networks the shop posts on (SPEC §2). */
  socialLinks: [
    { label: 'Instagram', href: 'https://www.instagram.com/bloomandbox.example' },
    { label: 'Facebook', href: 'https://www.facebook.com/bloomandbox.example' },
  ] satisfies readonly ExternalLink[],
  /** The chat app that reaches the shop's phone (SPEC §2). */
  chatLink: { label: 'WhatsApp', href: 'https://wa.me/16095550142' } satisfies ExternalLink,
} as const;
