import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CATALOG_PATTERNS,
  CreateProductDto,
  ListProductsDto,
  ProductIdDto,
  UpdateProductDto,
  type IdempotencyDto,
  type ProductFieldsDto,
  type ProductKind,
  type ProductView,
} from '@flowershop/common/contracts';
import { IdempotentWrites, fingerprint, type RecordedWrite } from '@flowershop/common/persistence';
import { READ_ONLY_HANDLER } from '@flowershop/common/transport';
import { PRODUCT_CATALOGS, type ProductCatalog, type ProductCatalogs } from './product-catalog.js';

/** The gateway's print (fields and image bytes) per kind, operation and product: a key reused elsewhere is refused. */
export function productWrite(
  kind: ProductKind,
  { key, fingerprint: submitted }: IdempotencyDto,
  input: ProductFieldsDto,
  productId?: string,
): RecordedWrite<ProductFieldsDto> {
  const operation = productId ? 'update' : 'create';
  return { key, fingerprint: fingerprint({ kind, operation, productId, submitted }), targetId: productId, input };
}

export function createProductsController(kind: ProductKind): Type<unknown> {
  const patterns = CATALOG_PATTERNS.products[kind];

  @Controller()
  class ProductsMsController {
    private readonly catalog: ProductCatalog;

    constructor(
      @Inject(PRODUCT_CATALOGS) catalogs: ProductCatalogs,
      private readonly writes: IdempotentWrites<ProductFieldsDto, ProductView>,
    ) {
      this.catalog = catalogs[kind];
    }

    @MessagePattern(patterns.list, READ_ONLY_HANDLER)
    list(@Payload() query: ListProductsDto) {
      return this.catalog.list(query.sort);
    }

    @MessagePattern(patterns.get, READ_ONLY_HANDLER)
    get(@Payload() { id }: ProductIdDto) {
      return this.catalog.get(id);
    }

    @MessagePattern(patterns.create)
    create(@Payload() { fields, idempotency }: CreateProductDto) {
      if (!idempotency) return this.catalog.create(fields);
      return this.writes.run(productWrite(kind, idempotency, fields), (id, first) =>
        this.catalog.createOnce(first, id),
      );
    }

    @MessagePattern(patterns.update)
    update(@Payload() { id, fields, idempotency }: UpdateProductDto) {
      if (!idempotency) return this.catalog.update(id, fields);
      return this.writes.run(productWrite(kind, idempotency, fields, id), (_, first) => this.catalog.update(id, first));
    }

    @MessagePattern(patterns.delete)
    delete(@Payload() { id }: ProductIdDto) {
      return this.catalog.delete(id);
    }
  }
  Object.defineProperty(ProductsMsController, 'name', { value: `ProductsMsController_${kind}` });
  return ProductsMsController;
}
