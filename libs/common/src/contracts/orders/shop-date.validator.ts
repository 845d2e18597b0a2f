import { isShopDate } from '../../shop-rules/fulfilment-schedule.js';
import { validateWith } from '../catalog/product-field.validators.js';

/** A real date written YYYY-MM-DD (2026-02-30 matches the pattern and is refused). */
export function IsShopDate(options?: { each?: boolean }): PropertyDecorator {
  return validateWith(
    'shopDate',
    (value, field) => (isShopDate(value) ? null : `${field} must be a real date written YYYY-MM-DD, like 2026-11-27`),
    options,
  );
}
