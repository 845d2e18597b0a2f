import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UploadedFiles,
  UseInterceptors,
  type Type,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import {
  CATALOG_PATTERNS,
  ListProductsDto,
  ProductTextFieldsDto,
  ServiceClients,
  productFieldsProblem,
  type ProductFieldsDto,
  type ProductKind,
  type ProductView,
} from '@flowershop/common';
import { RequireRole } from '../auth/require-role.decorator.js';
import { ImageUploadService } from '../images/image-upload.service.js';
import { checkUploadedParts, productUploadOptions } from './product-uploads.js';

const ID_MAX = 64;

function checkId(id: string): string {
  if (id.length > ID_MAX) throw new BadRequestException('Invalid id');
  return id;
}

/**
 * REST routes of one product kind under `/api/<path>`, made from the same class for all four
 * kinds: public reads, admin-only multipart writes.
 */
export function createProductsHttpController(kind: ProductKind, path: string, maxUploadBytes: number): Type<unknown> {
  const patterns = CATALOG_PATTERNS.products[kind];
  const uploads = AnyFilesInterceptor(productUploadOptions(kind, maxUploadBytes));

  @Controller(path)
  class ProductsHttpController {
    constructor(
      private readonly clients: ServiceClients,
      private readonly images: ImageUploadService,
    ) {}

    @Get()
    list(@Query() query: ListProductsDto): Promise<ProductView[]> {
      return this.clients.send('catalog', patterns.list, query);
    }

    @Get(':id')
    get(@Param('id') id: string): Promise<ProductView> {
      return this.clients.send('catalog', patterns.get, { id: checkId(id) });
    }

    @Post()
    @RequireRole('admin')
    @UseInterceptors(uploads)
    create(
      @Body() form: ProductTextFieldsDto,
      @UploadedFiles() files: Express.Multer.File[] = [],
    ): Promise<ProductView> {
      return this.write('create', form, files, (fields) => this.clients.send('catalog', patterns.create, { fields }));
    }

    @Put(':id')
    @RequireRole('admin')
    @UseInterceptors(uploads)
    update(
      @Param('id') id: string,
      @Body() form: ProductTextFieldsDto,
      @UploadedFiles() files: Express.Multer.File[] = [],
    ): Promise<ProductView> {
      checkId(id);
      return this.write('update', form, files, (fields) =>
        this.clients.send('catalog', patterns.update, { id, fields }),
      );
    }

    @Delete(':id')
    @RequireRole('admin')
    @HttpCode(200)
    delete(@Param('id') id: string): Promise<{ deleted: true }> {
      return this.clients.send('catalog', patterns.delete, { id: checkId(id) });
    }

    /** Rules first, then images stored, then the catalogue; a failed write leaves no image behind. */
    private async write(
      mode: 'create' | 'update',
      form: ProductTextFieldsDto,
      files: Express.Multer.File[],
      save: (fields: ProductFieldsDto) => Promise<ProductView>,
    ): Promise<ProductView> {
      checkUploadedParts(kind, files);
      const problem = productFieldsProblem(kind, { ...form, imageKeys: files.map(() => 'pending') }, mode);
      if (problem) throw new BadRequestException(problem);
      const imageKeys = await this.images.storeAll(files);
      try {
        return await save({ ...form, ...(imageKeys.length > 0 && { imageKeys }) });
      } catch (error) {
        await this.images.discard(imageKeys);
        throw error;
      }
    }
  }
  Object.defineProperty(ProductsHttpController, 'name', { value: `ProductsHttpController_${kind}` });
  return ProductsHttpController;
}
