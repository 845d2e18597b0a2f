/**
 * The fixed list of wrapping paper sheets (SPEC §3), in its order. Ids are stable slugs, also
 * part of cart line ids (`<product>-<sheet>`). These prices are the only ones the shop charges.
 */
export const PAPER_SHEETS = [
  { id: 'coach-pink', name: 'Coach Pink', price: 5 },
  { id: 'hermes-white', name: 'Hermes White', price: 5 },
  { id: 'hermes-pink', name: 'Hermes Pink', price: 5 },
  { id: 'cow', name: 'Cow', price: 4 },
  { id: 'dior-black', name: 'Dior Black', price: 5 },
  { id: 'dior-green', name: 'Dior Green', price: 5 },
  { id: 'dior-red', name: 'Dior Red', price: 5 },
  { id: 'dior-pink', name: 'Dior Pink', price: 5 },
  { id: 'simple-black', name: 'Simple Black', price: 3 },
  { id: 'simple-white', name: 'Simple White', price: 3 },
] as const satisfies readonly { id: string; name: string; price: number }[];

export type PaperSheetId = (typeof PAPER_SHEETS)[number]['id'];
export const PAPER_SHEET_IDS: readonly PaperSheetId[] = PAPER_SHEETS.map((sheet) => sheet.id);

/** A wrapping paper sheet as the catalogue answers it (`catalog.paper-sheet.list`). */
export class PaperSheet {
  id: PaperSheetId;
  name: string;
  /** Surcharge in US dollars. */
  price: number;
  /** A loadable URL. */
  image: string;
}
