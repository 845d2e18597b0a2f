import type { ProductView } from '@flowershop/common/contracts';
import { ServiceCallError } from '@flowershop/common/transport';

/** The service answered that it did not write (4xx); after a time-out or a 5xx the write may still land. */
export function isDefiniteRefusal(error: unknown): boolean {
  return error instanceof ServiceCallError && error.status >= 400 && error.status < 500;
}

/** Uploaded keys the saved product does not show: a repeated submission answered the first write. */
export function keysNotShown(product: ProductView, keys: string[]): string[] {
  const urls = [product.imageUrl, ...(product.images ?? [])].filter((url) => typeof url === 'string');
  return keys.filter((key) => !urls.some((url) => url.endsWith(`/${key}`)));
}
