import {
  PRODUCT_KINDS,
  PRODUCT_KIND_SPECS,
  PRODUCT_SORTS,
  type ProductKind,
  type ProductSort,
} from '@flowershop/common/contracts';

/** Ids the fast path looks up; anything else (encoded, too long) goes to the route, which checks it. */
const PLAIN_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const PAPER_SHEETS_KEY = 'paper-sheets';
const API = '/api/';

/** Every key of a kind starts with `<kind>:`; no `sort` is the catalogue's default, cheapest first. */
export function listKey(kind: ProductKind, sort: ProductSort = 'price_asc'): string {
  return `${kind}:list:${sort}`;
}

export function itemKey(kind: ProductKind, id: string): string {
  return `${kind}:item:${id}`;
}

/** Exact request targets of the cached lists → key; a query the route would refuse or read otherwise is not here. */
const LIST_TARGETS = new Map<string, string>([[`${API}paper-sheets`, PAPER_SHEETS_KEY]]);
const ITEM_PREFIXES = new Map<string, ProductKind>();
for (const kind of PRODUCT_KINDS) {
  const path = `${API}${PRODUCT_KIND_SPECS[kind].route}`;
  LIST_TARGETS.set(path, listKey(kind));
  for (const sort of PRODUCT_SORTS) LIST_TARGETS.set(`${path}?sort=${sort}`, listKey(kind, sort));
  ITEM_PREFIXES.set(PRODUCT_KIND_SPECS[kind].route, kind);
}

/** The key a GET target reads (the one its route stores under), or undefined: not a plain catalogue read. */
export function cacheKeyOf(target: string): string | undefined {
  const list = LIST_TARGETS.get(target);
  if (list !== undefined) return list;
  if (!target.startsWith(API)) return undefined;
  const slash = target.indexOf('/', API.length);
  if (slash < 0) return undefined;
  const kind = ITEM_PREFIXES.get(target.slice(API.length, slash));
  const id = target.slice(slash + 1);
  return kind !== undefined && PLAIN_ID.test(id) ? itemKey(kind, id) : undefined;
}
