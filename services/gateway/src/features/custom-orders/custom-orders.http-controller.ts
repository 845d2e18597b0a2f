import { Body, Controller, Get, Param, Post, Query, Res, UploadedFiles, type Type } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBody, ApiCreatedResponse, ApiExtraModels, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import {
  CUSTOM_ORDER_IMAGE_PREFIX,
  CustomOrder,
  CustomOrderCounts,
  type CustomOrderDeleted,
  ExistingCustomOrderDto,
  ListCustomOrdersDto,
  type ListPage,
  ORDERS_PATTERNS,
  UploadCustomOrderDto,
} from '@flowershop/common/contracts';
import { fingerprint } from '@flowershop/common/persistence';
import { ServiceClients } from '@flowershop/common/transport';
import { RequireRole } from '../../platform/auth/require-role.decorator.js';
import { ApiIdempotencyKey, IdempotencyKey } from '../../platform/idempotency/idempotency-key.decorator.js';
import { ImageUploadService } from '../images/image-upload.service.js';
import { ReceivesUploads } from '../images/upload-admission.interceptor.js';
import { ApiAnswers, ApiErrors, SERVICE_ERRORS } from '../../platform/openapi/error-responses.js';
import { AdminDelete, IdParamPipe } from '../../platform/params/id-param.pipe.js';
import { TOTAL_COUNT_HEADER, countedList } from '../../platform/params/total-count.js';
import { RateLimit } from '../../platform/security/rate-limits.js';
import { DATA_MAX_BYTES, DATA_PART, IMAGE_PART, parseCustomOrder } from './custom-order-uploads.js';

const patterns = ORDERS_PATTERNS.customOrders;

/** Custom orders (SPEC §7): anyone may ask for one, only the admin reads and deletes them. */
export function createCustomOrdersHttpController(maxUploadBytes: number): Type<unknown> {
  @ApiTags('custom orders')
  @Controller('custom-orders')
  class CustomOrdersHttpController {
    constructor(
      private readonly clients: ServiceClients,
      private readonly images: ImageUploadService,
    ) {}

    @Post()
    // One file too many still parses, so the answer can say what is wrong.
    @ReceivesUploads({ fileSize: maxUploadBytes, files: 2, fields: 2, fieldSize: DATA_MAX_BYTES }, { admitted: true })
    @ApiOperation({
      summary:
        'Ask for a custom order (public, rate-limited per client): a bouquet with changes, or a picture with ' +
        'what, for what and when. The shop is e-mailed (with the picture) and the shopper gets an acknowledgement',
    })
    @ApiExtraModels(ExistingCustomOrderDto, UploadCustomOrderDto)
    @ApiBody({
      schema: {
        type: 'object',
        required: [DATA_PART],
        properties: {
          [DATA_PART]: {
            type: 'string',
            description: 'The custom order as JSON: one of the two modes',
            oneOf: [{ $ref: getSchemaPath(ExistingCustomOrderDto) }, { $ref: getSchemaPath(UploadCustomOrderDto) }],
          },
          [IMAGE_PART]: { type: 'string', format: 'binary', description: 'Upload mode only: one picture' },
        },
      },
    })
    @ApiIdempotencyKey()
    @ApiCreatedResponse({ type: CustomOrder, description: 'The custom order as stored' })
    @ApiErrors(400, 413, 415, 422, 429, ...SERVICE_ERRORS)
    @RateLimit('custom-order')
    async submit(
      // None when multer could not parse the Content-Type that Express read as multipart.
      @Body() body: Record<string, unknown> = {},
      @UploadedFiles() files: Express.Multer.File[] = [],
      @IdempotencyKey() idempotencyKey?: string,
    ): Promise<CustomOrder> {
      const { request, image } = await parseCustomOrder(body, files);
      // Checked and re-encoded before anything is stored: a file that is no picture stores nothing.
      const imageKeys = image ? await this.images.storeAll([image], CUSTOM_ORDER_IMAGE_PREFIX) : [];
      const [imageKey] = imageKeys;
      const submission = {
        request,
        ...(imageKey && { imageKey, imageDigest: fingerprint(image!.buffer) }),
        ...(idempotencyKey && { idempotencyKey }),
      };
      return await this.images.saveWith(
        imageKeys,
        () => this.clients.send<CustomOrder>('orders', patterns.submit, submission),
        (stored, key) => stored.uploadImage?.endsWith(`/${key}`) === true,
      );
    }

    @Get()
    @RequireRole('admin')
    @ApiOperation({
      summary: `Custom orders, newest first (admin): all of them or of one type, or with page (and size, default 25) one page. ${TOTAL_COUNT_HEADER} says how many match in all`,
    })
    @ApiAnswers(countedList(CustomOrder, 'Custom orders of the type asked for'), 400, ...SERVICE_ERRORS)
    async list(
      @Query() query: ListCustomOrdersDto,
      @Res({ passthrough: true }) response: Response,
    ): Promise<CustomOrder[]> {
      const { items, total } = await this.clients.send<ListPage<CustomOrder>>('orders', patterns.list, query);
      response.setHeader(TOTAL_COUNT_HEADER, String(total));
      return items;
    }

    @Get('counts')
    @RequireRole('admin')
    @ApiOperation({ summary: 'How many custom orders there are in all and of each type (admin)' })
    @ApiAnswers({ type: CustomOrderCounts }, ...SERVICE_ERRORS)
    counts(): Promise<CustomOrderCounts> {
      return this.clients.send('orders', patterns.counts, {});
    }

    @AdminDelete('Delete one custom order and its picture (admin)')
    async delete(@Param('id', IdParamPipe) id: string): Promise<{ deleted: true }> {
      const { imageKey } = await this.clients.send<CustomOrderDeleted>('orders', patterns.delete, { id });
      // The shopper's photo goes with the request; if the store fails now it stays, for the admin's eyes only.
      if (imageKey) await this.images.discard([imageKey]);
      return { deleted: true };
    }
  }
  return CustomOrdersHttpController;
}
