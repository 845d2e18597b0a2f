import {
  PRODUCT_KIND_SPECS,
  type OccasionCategory,
  type ProductKind,
  type ProductView,
} from '@flowershop/common/contracts';

/** A product as the catalog service stores it; images are object-store keys. */
export interface ProductRecord {
  _id: string;
  name: string;
  price: number;
  description?: string;
  category?: OccasionCategory;
  imageKeys: string[];
  createdAt: string;
  updatedAt: string;
}

export function imageUrl(imageBaseUrl: string, key: string): string {
  return `${imageBaseUrl}/${key}`;
}

/** Shapes a record into the kind's public fields (`imageUrl` or `images`) with loadable URLs. */
export function toProductView(kind: ProductKind, record: ProductRecord, imageBaseUrl: string): ProductView {
  const spec = PRODUCT_KIND_SPECS[kind];
  const urls = record.imageKeys.map((key) => imageUrl(imageBaseUrl, key));
  const view: ProductView = {
    _id: record._id,
    name: record.name,
    price: record.price,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
  if (spec.hasDescription) view.description = record.description ?? '';
  if (spec.hasCategory) view.category = record.category;
  if (spec.imageField === 'imageUrl') view.imageUrl = urls[0] ?? null;
  else view.images = urls;
  return view;
}
