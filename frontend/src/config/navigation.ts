import { OCCASION_CATEGORIES, type OccasionCategory } from '@shop-rules/occasion-categories';

/** Links of the public header, mobile menu and footer (SPEC §2, DESIGN §8.8). */

export interface NavLinkItem {
  to: string;
  label: string;
  /** Suffix for `data-testid` attributes, stable for browser tests. */
  id: string;
}

/** The categories' names, in the order of `OCCASION_CATEGORIES` (navigation.test.ts pairs each with its id). */
const OCCASION_LABELS = [
  'Birthday',
  "Father's Day",
  "Mother's Day",
  'Anniversary',
  'Express Love',
  'Get Well',
  "Valentine's Day",
  'Congratulations',
];

export type { OccasionCategory };

export const OCCASIONS_PATH = '/occasions';

/** The eight occasion categories (shop-rules, in the order of SPEC §3) with their names and their anchors on /occasions. */
export const OCCASIONS: readonly (NavLinkItem & { id: OccasionCategory })[] = OCCASION_CATEGORIES.map((id, index) => ({
  to: `${OCCASIONS_PATH}#${id}`,
  label: OCCASION_LABELS[index]!,
  id,
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
