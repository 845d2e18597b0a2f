import type { RegisterOptions } from 'react-hook-form';
import { CUSTOM_ORDER_LIMITS, latestCustomOrderDay, shopToday } from '@shop-rules/custom-order-limits';
import { EMAIL_RULE, filled } from '../../../lib/forms/field-rules';
import type { ExistingCustomOrderBody, UploadCustomOrderBody } from '../../../lib/api/schemas';

/** The two ways to ask for a custom order (SPEC §2, §3): change a bouquet we sell, or show a picture. */
export type CustomOrderMode = 'existing' | 'upload';

/** Everything the form holds; only the active mode's part is sent (`toCustomOrderData`). */
export interface CustomOrderFormValues {
  mode: CustomOrderMode;
  name: string;
  email: string;
  phone: string;
  message: string;
  // Existing mode
  productName: string;
  flowers: string[];
  /** What is typed in the flower input, not added yet. */
  flowerDraft: string;
  colorTheme: string;
  /** A paper sheet's name (DESIGN §8.12), or '' for none. */
  wrappingSheet: string;
  extras: string[];
  extraDraft: string;
  // Upload mode
  flowerType: string;
  occasion: string;
  budget: string;
  /** YYYY-MM-DD from the date input, or ''. */
  deliveryDate: string;
}

export const EMPTY_CUSTOM_ORDER: CustomOrderFormValues = {
  mode: 'existing',
  name: '',
  email: '',
  phone: '',
  message: '',
  productName: '',
  flowers: [],
  flowerDraft: '',
  colorTheme: '',
  wrappingSheet: '',
  extras: [],
  extraDraft: '',
  flowerType: '',
  occasion: '',
  budget: '',
  deliveryDate: '',
};

/**
 * `data` of `POST /custom-orders` in existing mode (SPEC §7), every field sent. The wrapping
 * sheet is a name the form's select offers, or '' (the server takes only those).
 */
export type ExistingCustomOrderData = Required<Omit<ExistingCustomOrderBody, 'changes'>> & {
  changes: { flowers: string[]; colorTheme: string; wrappingSheet: string; extras: string[] };
};

/** `data` of `POST /custom-orders` in upload mode (SPEC §7), every field sent; the picture goes as its own part. */
export type UploadCustomOrderData = Required<UploadCustomOrderBody>;

export type CustomOrderData = ExistingCustomOrderData | UploadCustomOrderData;

/** Each field's rules, typed by what that field holds. */
type RulesByField = { [K in keyof CustomOrderFormValues]?: RegisterOptions<CustomOrderFormValues, K> };

/**
 * SPEC §5: name, e-mail and phone required in both modes (the e-mail in a valid format, as on
 * the contact form); everything else optional. A typed delivery date must be from today to a
 * year ahead, as the server takes it (the date input's `min` and `max` keep the picker there).
 */
export const CUSTOM_ORDER_RULES = {
  name: { validate: filled('Please enter your name.') },
  email: { validate: EMAIL_RULE },
  phone: { validate: filled('Please enter your phone number.') },
  deliveryDate: {
    validate: (value: string) => {
      if (value === '') return true;
      if (value < shopToday()) return 'Please choose today or a later day.';
      return value <= latestCustomOrderDay() || 'Please choose a day at most a year from today.';
    },
  },
} satisfies RulesByField;

/** The list with `entry` (trimmed) added, or null when there is nothing to add or no room left. */
export function addEntry(list: readonly string[], entry: string, max: number): string[] | null {
  const text = entry.trim();
  if (text === '' || list.length >= max) return null;
  return [...list, text];
}

/**
 * What the form sends as `data`: the active mode's fields only, in SPEC §7's shape, trimmed.
 * A flower or extra typed but not added yet is sent too: the shopper sees it on screen, and
 * dropping it silently would lose what they asked for.
 */
export function toCustomOrderData(values: CustomOrderFormValues): CustomOrderData {
  const contact = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
  };
  if (values.mode === 'upload') {
    return {
      type: 'upload',
      ...contact,
      flowerType: values.flowerType.trim(),
      occasion: values.occasion.trim(),
      budget: values.budget.trim(),
      deliveryDate: values.deliveryDate,
    };
  }
  return {
    type: 'existing',
    ...contact,
    productName: values.productName.trim(),
    changes: {
      flowers: addEntry(values.flowers, values.flowerDraft, CUSTOM_ORDER_LIMITS.flowers) ?? values.flowers,
      colorTheme: values.colorTheme.trim(),
      wrappingSheet: values.wrappingSheet,
      extras: addEntry(values.extras, values.extraDraft, CUSTOM_ORDER_LIMITS.extras) ?? values.extras,
    },
  };
}
