import type { SortOrder } from '../../config/catalog';
import type { CatalogResource } from '../catalog/list-products';

/**
 * Cache keys of server state. Everything about one catalogue sits under `['catalog', resource]`,
 * so invalidating that prefix after an admin write refreshes its lists (every sort) and details.
 */
export const queryKeys = {
  /** Every catalogue at once: the shop's prices changed under the shopper (an order refused over them). */
  catalogs: () => ['catalog'] as const,
  catalog: (resource: CatalogResource) => ['catalog', resource] as const,
  catalogList: (resource: CatalogResource, sort: SortOrder | undefined) =>
    ['catalog', resource, 'list', sort ?? 'unsorted'] as const,
  catalogItem: (resource: CatalogResource, id: string) => ['catalog', resource, 'item', id] as const,
  paperSheets: () => ['paper-sheets'] as const,
  contactMessages: () => ['contact-messages'] as const,
  adminDashboard: () => ['admin-dashboard'] as const,
  /** The dates the shop can fulfil (issue 13); the prefix covers both modes, so a settings change refreshes them. */
  fulfilmentCalendars: () => ['fulfilment-calendar'] as const,
  fulfilmentCalendar: (mode: 'pickup' | 'delivery') => ['fulfilment-calendar', mode] as const,
  /** The shop's opening hours (footer, contact, info and order status pages); a schedule save refreshes them. */
  openingHours: () => ['opening-hours'] as const,
};
