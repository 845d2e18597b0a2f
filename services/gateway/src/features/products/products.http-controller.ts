import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  UploadedFiles,
  type Type,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  PRODUCT_KIND_SPECS,
  type CreateProductDto,
  ListProductsDto,
  productFieldsProblem,
  type ProductKind,
  ProductTextFieldsDto,
  ProductView,
} from '@flowershop/common/contracts';
import { fingerprint } from '@flowershop/common/persistence';
import { ServiceClients } from '@flowershop/common/transport';
import { RequireRole } from '../../platform/auth/require-role.decorator.js';
import { itemKey, listKey } from '../../platform/catalog-cache/catalog-cache-keys.js';
import { CatalogReads } from '../../platform/catalog-cache/catalog-reads.js';
import { ApiIdempotencyKey, IdempotencyKey } from '../../platform/idempotency/idempotency-key.decorator.js';
import { ImageUploadService } from '../images/image-upload.service.js';
import { ApiAnswers, SERVICE_ERRORS } from '../../platform/openapi/error-responses.js';
import { AdminDelete, IdParamPipe } from '../../platform/params/id-param.pipe.js';
import { ReceivesUploads } from '../images/upload-admission.interceptor.js';
import { ApiProductForm, checkUploadedParts } from './product-form.js';

/** One product kind's routes under `/api/<path>`: public reads, admin-only multipart writes. */
export function createProductsHttpController(kind: ProductKind, maxUploadBytes: number): Type<unknown> {
  const patterns = CATALOG_PATTERNS.products[kind];
  const { route: path, maxImages } = PRODUCT_KIND_SPECS[kind];
  // One file over the limit still parses, so the answer can say what the limit is.
  const uploadLimits = { fileSize: maxUploadBytes, files: maxImages + 1, fields: 10, fieldSize: 16 * 1024 };

  @ApiTags(path)
  @Controller(path)
  class ProductsHttpController {
    constructor(
      private readonly clients: ServiceClients,
      private readonly images: ImageUploadService,
      private readonly reads: CatalogReads,
    ) {}

    @Get()
    @ApiOperation({ summary: `List ${path}, cheapest first unless sort says otherwise` })
    @ApiAnswers({ type: [ProductView] }, 400, ...SERVICE_ERRORS)
    list(@Query() query: ListProductsDto, @Req() request: Request, @Res() response: Response): Promise<void> {
      return this.reads.answer(request, response, listKey(kind, query.sort), () =>
        this.clients.send<ProductView[]>('catalog', patterns.list, query),
      );
    }

    @Get(':id')
    @ApiOperation({ summary: `One of the ${path} by id` })
    @ApiAnswers({ type: ProductView }, 400, 404, ...SERVICE_ERRORS)
    get(@Param('id', IdParamPipe) id: string, @Req() request: Request, @Res() response: Response): Promise<void> {
      return this.reads.answer(request, response, itemKey(kind, id), () =>
        this.clients.send<ProductView>('catalog', patterns.get, { id }),
      );
    }

    @Post()
    @RequireRole('admin')
    @ApiOperation({ summary: `Add to ${path} (admin)` })
    @ApiProductForm(kind, 'create')
    @ApiAnswers({ status: 201, type: ProductView }, 400, 413, 415, 422, ...SERVICE_ERRORS)
    @ApiIdempotencyKey()
    @ReceivesUploads(uploadLimits)
    create(
      @Body() form: ProductTextFieldsDto,
      @UploadedFiles() files: Express.Multer.File[] = [],
      @IdempotencyKey() idempotencyKey?: string,
    ): Promise<ProductView> {
      return this.write({ mode: 'create', form, files }, idempotencyKey, (payload) =>
        this.reads.write(kind, () => this.clients.send('catalog', patterns.create, payload)),
      );
    }

    @Put(':id')
    @RequireRole('admin')
    @ApiOperation({ summary: `Change one of the ${path}: only the parts sent (admin)` })
    @ApiProductForm(kind, 'update')
    @ApiAnswers({ type: ProductView }, 400, 404, 413, 415, 422, ...SERVICE_ERRORS)
    @ApiIdempotencyKey()
    @ReceivesUploads(uploadLimits)
    update(
      @Param('id', IdParamPipe) id: string,
      @Body() form: ProductTextFieldsDto,
      @UploadedFiles() files: Express.Multer.File[] = [],
      @IdempotencyKey() idempotencyKey?: string,
    ): Promise<ProductView> {
      return this.write({ mode: 'update', form, files }, idempotencyKey, (payload) =>
        this.reads.write(kind, () => this.clients.send('catalog', patterns.update, { id, ...payload })),
      );
    }

    @AdminDelete(`Remove one of the ${path} and its images (admin)`)
    delete(@Param('id', IdParamPipe) id: string): Promise<{ deleted: true }> {
      return this.reads.write(kind, () => this.clients.send('catalog', patterns.delete, { id }));
    }

    private async write(
      request: { mode: 'create' | 'update'; form: ProductTextFieldsDto; files: Express.Multer.File[] },
      idempotencyKey: string | undefined,
      save: (payload: CreateProductDto) => Promise<ProductView>,
    ): Promise<ProductView> {
      const { mode, form, files } = request;
      checkUploadedParts(kind, files);
      const problem = productFieldsProblem(kind, { ...form, imageKeys: files.map(() => 'pending') }, mode);
      if (problem) throw new BadRequestException(problem);
      // The fields and uploaded bytes, not their random keys (the catalogue adds kind, operation, product).
      const images = files.map((file) => file.buffer);
      const idempotency = idempotencyKey && { key: idempotencyKey, fingerprint: fingerprint({ form, images }) };
      const imageKeys = await this.images.storeAll(files);
      const payload = {
        fields: { ...form, ...(imageKeys.length > 0 && { imageKeys }) },
        ...(idempotency && { idempotency }),
      };
      return await this.images.saveWith(
        imageKeys,
        () => save(payload),
        (saved, key) => [saved.imageUrl, ...(saved.images ?? [])].some((url) => url?.endsWith(`/${key}`)),
      );
    }
  }
  Object.defineProperty(ProductsHttpController, 'name', { value: `ProductsHttpController_${kind}` });
  return ProductsHttpController;
}
