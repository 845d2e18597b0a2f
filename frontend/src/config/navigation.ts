/** Links of the public header, mobile menu and footer (SPEC §2, DESIGN §8.8). */

export interface NavLinkItem {
  to: string;
  label: string;
  /** Suffix for `data-testid` attributes, stable for browser tests. */
  id: string;
}

/** The eight occasion categories, in the order of SPEC §3; ids double as anchors on /occasions. */
export const OCCASION_CATEGORIES = [
  { id: 'birthday', label: 'Birthday' },
  { id: 'fathers-day', label: "Father's Day" },
  { id: 'mothers-day', label: "Mother's Day" },
  { id: 'anniversary', label: 'Anniversary' },
  { id: 'express-love', label: 'Express Love' },
  { id: 'get-well', label: 'Get Well' },
  { id: 'valentines-day', label: "Valentine's Day" },
  { id: 'congratulations', label: 'Congratulations' },
] as const;

export type OccasionCategory = (typeof OCCASION_CATEGORIES)[number]['id'];

export const OCCASIONS_PATH = '/occasions';

export const OCCASION_ANCHOR_LINKS: NavLinkItem[] = OCCASION_CATEGORIES.map((category) => ({
  to: `${OCCASIONS_PATH}#${category.id}`,
  label: category.label,
  id: category.id,
}));

export const HOME_LINK: NavLinkItem = { to: '/', label: 'Home', id: 'home' };
export const OCCASIONS_LINK: NavLinkItem = { to: OCCASIONS_PATH, label: 'Occasions', id: 'occasions' };
export const CUSTOM_ORDERS_LINK: NavLinkItem = { to: '/custom-orders', label: 'Customized', id: 'custom-orders' };
export const CONTACT_LINK: NavLinkItem = { to: '/contact', label: 'Contact', id: 'contact' };
export const ORDERS_PATH = '/orders';

/** Catalogue links shown before the Occasions menu. */
export const CATALOG_LINKS: NavLinkItem[] = [
  { to: '/bouquets', label: 'Bouquets', id: 'bouquets' },
  { to: '/boxes', label: 'Boxes', id: 'boxes' },
  { to: '/keychain', label: 'Keychain', id: 'keychain' },
];

export const FOOTER_LINKS: NavLinkItem[] = [
  HOME_LINK,
  { to: '/about', label: 'About Us', id: 'about' },
  { to: '/delivery', label: 'Delivery Information', id: 'delivery' },
  OCCASIONS_LINK,
  { to: '/policy', label: 'Substitution Policy', id: 'policy' },
];

/** The "More to Discover" block under the list pages. */
export const DISCOVER_LINKS: Array<NavLinkItem & { description: string }> = [
  { to: '/policy', label: 'Substitution Policy', id: 'policy', description: 'How we handle seasonal flowers and substitutions.' },
  { to: '/delivery', label: 'Delivery Information', id: 'delivery', description: 'Delivery charges, sizes and times.' },
  { to: '/about', label: 'About The Shop', id: 'about', description: 'Who we are and how we work.' },
];
