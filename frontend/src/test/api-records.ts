/**
 * A value as a test writes it: any field may be left out or null and any value may come as text.
 * That is how an older stored record can look (SPEC §9: no status, no totals, prices as text),
 * and a test names only the fields it is about. The screens read such records safely; the API's
 * types (lib/api/schemas) promise what the gateway documents for new ones.
 */
export type Loose<T> = T extends readonly (infer Item)[]
  ? readonly Loose<Item>[]
  : T extends object
    ? { [Key in keyof T]?: Loose<T[Key]> | null }
    : T | string | null;

/** One record of an API type from the fields a test gives (see `Loose`). */
export function record<T>(fields: Loose<T>): T {
  return fields as T;
}

/** A list of them. */
export function records<T>(list: readonly Loose<T>[]): T[] {
  return list as T[];
}
