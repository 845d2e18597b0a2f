import type { SortOrder } from '../../../config/catalog';
import { boxPrice } from '../../../lib/catalog/box-price';
import { useProductList } from '../../../lib/catalog/use-product-list';
import type { Box } from '../../../lib/types/catalog';
import { getBoxes } from '../api/get-boxes';

export function useBoxes(sort: SortOrder) {
  return useProductList<Box>(getBoxes, sort, boxPrice);
}
