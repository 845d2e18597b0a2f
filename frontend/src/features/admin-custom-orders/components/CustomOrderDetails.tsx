import type { ReactNode } from 'react';
import { formatOrderDate } from '../../../lib/orders/order-rules';
import type { CustomOrder } from '../../../lib/api/schemas';
import { customOrderStatus, formatDeliveryDate, listedValues, typeLabel } from '../model/custom-order-rules';
import { Missing } from './Missing';

interface DetailProps {
  term: string;
  /** Names the value for the browser tests: `custom-order-detail-<field>`. */
  field: string;
  children: ReactNode;
}

/** One term and its value; an empty value shows as missing. */
function Detail({ term, field, children }: DetailProps) {
  const empty = children === undefined || children === null || (typeof children === 'string' && !children.trim());
  return (
    <div className="admin-custom-orders__detail">
      <dt>{term}</dt>
      <dd className="admin-long-text" data-testid={`custom-order-detail-${field}`}>
        {empty ? <Missing /> : children}
      </dd>
    </div>
  );
}

/** A list the shopper typed (flowers, extras): one item a line, or 'None'. */
function ListedValues({ values }: { values: string[] | undefined }) {
  const items = listedValues(values);
  if (items.length === 0) return <>None</>;
  return (
    <ul className="admin-custom-orders__list">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

function UploadedImage({ order }: { order: CustomOrder }) {
  if (!order.uploadImage) return <>No image</>;
  return (
    <>
      <img
        className="admin-custom-orders__image"
        src={order.uploadImage}
        alt={`Picture uploaded by ${order.name}`}
        data-testid="custom-order-detail-image"
      />
      <a
        href={order.uploadImage}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="custom-order-detail-image-link"
      >
        Open the image full size<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </>
  );
}

/**
 * Every field of a custom order (SPEC §3): who sent it and when, its status (shown, never
 * changed: SPEC §4), then what was asked for — the changes to a product, or the upload's details.
 */
export function CustomOrderDetails({ order }: { order: CustomOrder }) {
  return (
    <dl className="admin-custom-orders__details">
      <Detail term="Type" field="type">
        {typeLabel(order.type)}
      </Detail>
      <Detail term="Status" field="status">
        {customOrderStatus(order)}
      </Detail>
      <Detail term="Received" field="created-at">
        {order.createdAt && <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>}
      </Detail>
      <Detail term="Name" field="name">
        {order.name}
      </Detail>
      <Detail term="Email" field="email">
        {order.email && <a href={`mailto:${order.email}`}>{order.email}</a>}
      </Detail>
      <Detail term="Phone" field="phone">
        {order.phone && <a href={`tel:${order.phone}`}>{order.phone}</a>}
      </Detail>
      <Detail term="Message" field="message">
        {order.message?.trim() && <span className="admin-custom-orders__message">{order.message}</span>}
      </Detail>

      {order.type === 'existing' && (
        <>
          <Detail term="Product" field="product-name">
            {order.productName}
          </Detail>
          <Detail term="Flowers" field="flowers">
            <ListedValues values={order.changes?.flowers} />
          </Detail>
          <Detail term="Color theme" field="color-theme">
            {order.changes?.colorTheme}
          </Detail>
          <Detail term="Wrapping sheet" field="wrapping-sheet">
            {/* '' is the shopper's "no sheet" (DESIGN §8.12). */}
            {order.changes?.wrappingSheet?.trim() || 'None'}
          </Detail>
          <Detail term="Extras" field="extras">
            <ListedValues values={order.changes?.extras} />
          </Detail>
        </>
      )}

      {order.type === 'upload' && (
        <>
          <Detail term="Flower type" field="flower-type">
            {order.flowerType}
          </Detail>
          <Detail term="Occasion" field="occasion">
            {order.occasion}
          </Detail>
          <Detail term="Budget" field="budget">
            {order.budget}
          </Detail>
          <Detail term="Delivery date" field="delivery-date">
            {order.deliveryDate?.trim() && (
              <time dateTime={order.deliveryDate}>{formatDeliveryDate(order.deliveryDate)}</time>
            )}
          </Detail>
          <Detail term="Image" field="upload-image">
            <UploadedImage order={order} />
          </Detail>
        </>
      )}
    </dl>
  );
}
