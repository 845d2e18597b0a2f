/**
 * Admin sidebar entries, in the exact order and wording of SPEC §2, then the screens added since
 * (issue 13's delivery & pickup settings); Logout is added by the sidebar.
 */
export const ADMIN_NAV_ITEMS = [
  { to: '/admin/dashboard', label: 'Dashboard', id: 'dashboard' },
  { to: '/admin/boxes', label: 'Manage Boxes', id: 'boxes' },
  { to: '/admin/occasion', label: 'Occasion Products', id: 'occasion' },
  { to: '/admin/messages', label: 'Messages Query', id: 'messages' },
  { to: '/admin/keychain', label: 'KeyChain', id: 'keychain' },
  { to: '/admin/bouquet', label: 'Bouquets', id: 'bouquet' },
  { to: '/admin/orders', label: 'Orders', id: 'orders' },
  { to: '/admin/custom-orders', label: 'Custom-Orders', id: 'custom-orders' },
  { to: '/admin/schedule', label: 'Delivery & pickup', id: 'schedule' },
] as const;

export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_HOME_PATH = '/admin/dashboard';
