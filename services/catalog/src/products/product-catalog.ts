import { Logger } from '@nestjs/common';
import {
  CATALOG_EVENTS,
  PRODUCT_KIND_SPECS,
  productFieldsProblem,
  type OccasionCategory,
  type ProductChangedEvent,
  type ProductFieldsDto,
  type ProductKind,
  type ProductSort,
  type ProductView,
} from '@flowershop/common/contracts';
import { ServiceError } from '@flowershop/common/errors';
import { DuplicateKeyError, type Collection, type DocumentStore } from '@flowershop/common/persistence';
import type { ObjectStore } from '@flowershop/common/storage';
import type { EventOutbox } from '@flowershop/common/events';

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

/** All four catalogues by kind: the message handlers, pricing and the image sweep share them. */
export const PRODUCT_CATALOGS = Symbol('PRODUCT_CATALOGS');
export type ProductCatalogs = Record<ProductKind, ProductCatalog>;

export function imageUrl(imageBaseUrl: string, key: string): string {
  return `${imageBaseUrl}/${key}`;
}

/** The four kinds are four instances, told apart only by their PRODUCT_KIND_SPECS entry. */
export class ProductCatalog {
  private readonly logger: Logger;
  private readonly products: Collection<ProductRecord>;

  constructor(
    readonly kind: ProductKind,
    store: DocumentStore,
    private readonly images: ObjectStore,
    private readonly events: EventOutbox,
    private readonly imageBaseUrl: string,
  ) {
    this.logger = new Logger(`Catalog:${kind}`);
    this.products = store.collection<ProductRecord>(PRODUCT_KIND_SPECS[kind].collection);
  }

  async list(sort: ProductSort = 'price_asc'): Promise<ProductView[]> {
    const direction = sort === 'price_desc' ? -1 : 1;
    // Name then id break price ties so the order is stable between calls.
    const records = await this.products.find({}, { sort: { price: direction, name: 1, _id: 1 } });
    return records.map((record) => this.view(record));
  }

  async get(id: string): Promise<ProductView> {
    return this.view(await this.require(id));
  }

  /** For pricing, which needs more than the view. */
  async findRecords(ids: string[]): Promise<ProductRecord[]> {
    return await this.products.find({ _id: { $in: ids } });
  }

  /** `id` is fixed by an idempotent create (createOnce). */
  async create(fields: ProductFieldsDto, id?: string): Promise<ProductView> {
    this.checkFields(fields, 'create');
    const now = new Date().toISOString();
    const record = await this.products.insert({
      ...(id !== undefined && { _id: id }),
      name: fields.name!.trim(),
      price: fields.price!,
      ...(fields.description !== undefined && { description: fields.description.trim() }),
      ...(fields.category !== undefined && { category: fields.category }),
      imageKeys: fields.imageKeys ?? [],
      createdAt: now,
      updatedAt: now,
    });
    await this.announce(record._id, 'created');
    return this.view(record);
  }

  async createOnce(fields: ProductFieldsDto, id: string): Promise<ProductView> {
    try {
      return await this.create(fields, id);
    } catch (error) {
      if (error instanceof DuplicateKeyError) return await this.get(id);
      throw error;
    }
  }

  async imageKeysInUse(): Promise<string[]> {
    const records = await this.products.find({});
    return records.flatMap((record) => record.imageKeys);
  }

  /** Only the fields sent; new images replace the old ones, which are then deleted. */
  async update(id: string, fields: ProductFieldsDto): Promise<ProductView> {
    this.checkFields(fields, 'update');
    const before = await this.require(id);
    const changes: Partial<ProductRecord> = { updatedAt: new Date().toISOString() };
    if (fields.name !== undefined) changes.name = fields.name.trim();
    if (fields.price !== undefined) changes.price = fields.price;
    if (fields.description !== undefined) changes.description = fields.description.trim();
    if (fields.category !== undefined) changes.category = fields.category;
    if (fields.imageKeys !== undefined && fields.imageKeys.length > 0) changes.imageKeys = fields.imageKeys;
    const after = await this.products.updateOne({ _id: id }, { $set: changes });
    if (!after) throw this.notFound();
    if (changes.imageKeys) await this.forgetImages(before.imageKeys.filter((key) => !changes.imageKeys!.includes(key)));
    await this.announce(id, 'updated');
    return this.view(after);
  }

  async delete(id: string): Promise<{ deleted: true }> {
    const removed = await this.products.deleteById(id);
    if (!removed) throw this.notFound();
    await this.forgetImages(removed.imageKeys);
    await this.announce(id, 'deleted');
    return { deleted: true };
  }

  private checkFields(fields: ProductFieldsDto, mode: 'create' | 'update'): void {
    const problem = productFieldsProblem(this.kind, fields, mode);
    if (problem) throw ServiceError.badRequest('CATALOG', problem);
  }

  /** The kind's public fields (`imageUrl` or `images`) with loadable URLs. */
  private view(record: ProductRecord): ProductView {
    const spec = PRODUCT_KIND_SPECS[this.kind];
    const urls = record.imageKeys.map((key) => imageUrl(this.imageBaseUrl, key));
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

  private async require(id: string): Promise<ProductRecord> {
    const record = await this.products.findById(id);
    if (!record) throw this.notFound();
    return record;
  }

  private notFound(): ServiceError {
    return ServiceError.notFound('CATALOG', 'Product not found');
  }

  /** Image clean-up never undoes a finished write; a leftover object only costs space. */
  private async forgetImages(keys: string[]): Promise<void> {
    try {
      await this.images.remove(keys);
    } catch (error) {
      this.logger.warn(`Could not delete images ${keys.join(', ')}: ${String(error)}`);
    }
  }

  /** Events follow the write; a broker hiccup must not turn a saved change into an error. */
  private async announce(id: string, change: ProductChangedEvent['change']): Promise<void> {
    const event: ProductChangedEvent = { kind: this.kind, id, change };
    try {
      await this.events.publish([{ type: CATALOG_EVENTS.productChanged, payload: event }]);
    } catch (error) {
      this.logger.warn(`Could not publish ${CATALOG_EVENTS.productChanged}: ${String(error)}`);
    }
  }
}
