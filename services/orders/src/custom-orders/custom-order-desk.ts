import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  CUSTOM_ORDER_TYPES,
  ORDERS_EVENTS,
  checkCustomOrderRequest,
  pageWindow,
  type CustomOrder,
  type CustomOrderCounts,
  type CustomOrderDeleted,
  type CustomOrderSubmittedEvent,
  type ListCustomOrdersDto,
  type ListPage,
  type SubmitCustomOrderDto,
} from '@flowershop/common/contracts';
import { ServiceError } from '@flowershop/common/errors';
import { EventOutbox } from '@flowershop/common/events';
import {
  DOCUMENT_STORE,
  insertOnce,
  keyedFields,
  type Collection,
  type DocumentStore,
} from '@flowershop/common/persistence';
import { OrdersConfig } from '../config/orders.config.js';
import { CUSTOM_ORDERS, modeFields, toCustomOrder, type CustomOrderRecord } from './custom-order-record.js';

/** The id breaks ties, so pages never overlap. */
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;
const CUSTOM_ORDERS_PAGE_SIZE = 25;

/** Stored Pending with their event in one write (messaging mails the shop and the shopper). */
@Injectable()
export class CustomOrderDesk implements OnModuleInit {
  private readonly orders: Collection<CustomOrderRecord>;

  constructor(
    @Inject(DOCUMENT_STORE) store: DocumentStore,
    private readonly outbox: EventOutbox,
    private readonly config: OrdersConfig,
  ) {
    this.orders = store.collection<CustomOrderRecord>(CUSTOM_ORDERS);
  }

  async onModuleInit(): Promise<void> {
    await this.orders.ensureIndex('createdAt');
    await this.orders.ensureIndex('type');
  }

  async submit({ request: raw, imageKey, imageDigest, idempotencyKey }: SubmitCustomOrderDto): Promise<CustomOrder> {
    // Checked again with its mode's rules: a service trusts no caller's checks.
    const { request, problem } = await checkCustomOrderRequest(raw);
    if (problem !== undefined) throw ServiceError.badRequest('ORDERS', problem);
    if (imageKey && request.type !== 'upload') {
      throw ServiceError.badRequest('ORDERS', 'Only upload-mode custom orders carry a picture');
    }
    // What was asked: the fields and the picture's bytes (its key differs on every upload of the
    // same file); a caller without digests (an older gateway) still tells a picture from none.
    const image = imageDigest ?? (imageKey && 'a picture');
    const record: CustomOrderRecord = {
      ...keyedFields('custom-order', idempotencyKey, { ...request, image }),
      type: request.type,
      name: request.name,
      email: request.email,
      phone: request.phone,
      message: request.message ?? '',
      ...modeFields(request),
      ...(imageKey && { imageKey }),
      status: 'Pending',
      createdAt: new Date().toISOString(),
    };
    const payload: CustomOrderSubmittedEvent = { ...this.read(record), ...(imageKey && { imageKey }) };
    const event = { type: ORDERS_EVENTS.customOrderSubmitted, payload };
    return this.read(await insertOnce(this.orders, record, (doc) => this.outbox.insert(CUSTOM_ORDERS, doc, [event])));
  }

  async list(query: ListCustomOrdersDto): Promise<ListPage<CustomOrder>> {
    const filter = query.type ? { type: query.type } : {};
    const [records, total] = await Promise.all([
      this.orders.find(filter, { sort: NEWEST_FIRST, ...pageWindow(query, CUSTOM_ORDERS_PAGE_SIZE) }),
      this.orders.count(filter),
    ]);
    return { items: records.map((record) => this.read(record)), total };
  }

  async counts(): Promise<CustomOrderCounts> {
    const [all, existing, upload] = await Promise.all([
      this.orders.count({}),
      ...CUSTOM_ORDER_TYPES.map((type) => this.orders.count({ type })),
    ]);
    return { all, existing, upload };
  }

  /** What the gateway's picture sweep must keep. */
  async imageKeysInUse(): Promise<string[]> {
    const withPicture = await this.orders.find({ imageKey: { $exists: true } });
    return withPicture.flatMap((record) => (record.imageKey ? [record.imageKey] : []));
  }

  /** The picture stays in the object store, which orders cannot reach: its key goes back to the caller. */
  async delete(id: string): Promise<CustomOrderDeleted> {
    const deleted = await this.outbox.delete<CustomOrderRecord>(CUSTOM_ORDERS, id);
    if (!deleted) throw ServiceError.notFound('ORDERS', 'Custom order not found');
    return { deleted: true, ...(deleted.imageKey && { imageKey: deleted.imageKey }) };
  }

  private read(record: CustomOrderRecord): CustomOrder {
    return toCustomOrder(record, this.config.IMAGE_BASE_URL);
  }
}
