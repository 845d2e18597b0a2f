import { Link, useParams } from 'react-router-dom';
import { formatFulfilment } from '@shop-rules/fulfilment-schedule';
import { orderStatusWords } from '@shop-rules/order-status-words';
import { StatusBadge } from '../../../components/StatusBadge';
import { OpeningHours } from '../../../components/opening-hours/OpeningHours';
import { isApiError } from '../../../lib/api/api-error';
import { formatPrice } from '../../../lib/format-price';
import { addressLines, deliveryLabel, formatOrderDate } from '../../../lib/orders/order-rules';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SHOP } from '../../../config/shop';
import { useOrderStatus } from '../hooks/useOrderStatus';
import type { OrderStatusView } from '../../../lib/api/schemas';
import './order-status.css';

/**
 * `/order-status/:token`: the order behind the link in an order e-mail, without sign-in (ADR 14).
 * Kept out of search engines, and the token is never sent on as a Referer.
 */
export default function OrderStatusPage() {
  const { token = '' } = useParams();
  const { data: view, error, status, refetch, isFetching } = useOrderStatus(token);
  useDocumentTitle(view ? `Order ${view.orderId}` : 'Order status');

  return (
    <div className="page order-status" data-testid="order-status-page">
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      {/* Always present, so "loading" and its end are announced. */}
      <p className="order-status__loading" role="status">
        {status === 'pending' ? 'Loading your order...' : ''}
      </p>
      {status === 'error' && <LinkProblem error={error} retrying={isFetching} onRetry={() => void refetch()} />}
      {status === 'success' && <OrderStatusCard view={view} />}
    </div>
  );
}

/** What the page says for a link that shows no order: the heading, the sentence, and where it sends the shopper. */
interface LinkProblemText {
  title: string;
  text: string;
  next: 'sign-in' | 'contact' | 'retry';
}

function linkProblem(error: unknown): LinkProblemText {
  if (isApiError(error) && error.status === 410)
    return { title: 'This link has expired', text: 'This link has expired — sign in to see your orders.', next: 'sign-in' };
  if (isApiError(error) && error.code === 'ORDERS.ORDER_REMOVED')
    return {
      title: 'This order was removed',
      text: `This order is no longer in our records. Please call us on ${SHOP.phone} or write to ${SHOP.email}.`,
      next: 'contact',
    };
  if (isApiError(error) && (error.status === 404 || error.status === 400))
    return {
      title: 'This link is not valid',
      text: 'This link is not valid: check that you opened the whole link from the e-mail, or sign in to see your orders.',
      next: 'sign-in',
    };
  return {
    title: 'Your order could not be loaded',
    text: 'The shop could not be reached just now. Please try again in a moment.',
    next: 'retry',
  };
}

function LinkProblem({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  const { title, text, next } = linkProblem(error);
  return (
    <section className="order-status__problem" aria-labelledby="order-status-problem" data-testid="order-status-problem">
      <h1 id="order-status-problem" className="order-status__title">
        {title}
      </h1>
      <p role="alert">{text}</p>
      {next === 'sign-in' ? (
        <Link className="button button--primary" to="/orders">
          Sign in to see your orders
        </Link>
      ) : next === 'contact' ? (
        <Link className="button button--primary" to="/contact">
          Contact us
        </Link>
      ) : (
        <button type="button" className="button button--primary" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Trying again...' : 'Try again'}
        </button>
      )}
    </section>
  );
}

/**
 * The shop, for a pickup. With a date and window ("When") the hours add nothing; an order without
 * them (placed before the schedule) also gets the hours, as the admin's schedule keeps them.
 */
function PickupPlace({ withHours }: { withHours: boolean }) {
  if (!withHours) return SHOP.pickupAddress;
  return (
    <>
      <span className="order-status__line">{SHOP.pickupAddress}</span>
      <span className="order-status__line">
        <OpeningHours testId="order-status-hours" />
      </span>
    </>
  );
}

function OrderStatusCard({ view }: { view: OrderStatusView }) {
  const address = view.address ? addressLines(view.address) : [];
  return (
    <article className="order-status__card" aria-labelledby="order-status-title" data-testid="order-status-card">
      <h1 id="order-status-title" className="order-status__title">
        Order{' '}
        <span className="order-status__number" data-testid="order-status-id">{view.orderId}</span>
      </h1>
      <p className="order-status__greeting">Hi {view.firstName}, here is where your order stands.</p>

      <p className="order-status__now">
        <StatusBadge status={view.status} testId="order-status-status" />
        <span data-testid="order-status-words">{orderStatusWords(view.status, view.delivery)}</span>
      </p>

      <dl className="order-status__facts">
        {view.fulfilment && (
          <div>
            <dt>When</dt>
            <dd data-testid="order-status-when">{formatFulfilment(view.delivery, view.fulfilment)}</dd>
          </div>
        )}
        <div>
          <dt>{deliveryLabel(view)}</dt>
          <dd data-testid="order-status-where">
            {view.delivery === 'delivery' ? (
              address.map((line) => (
                <span key={line} className="order-status__line">
                  {line}
                </span>
              ))
            ) : (
              <PickupPlace withHours={!view.fulfilment} />
            )}
          </dd>
        </div>
        <div>
          <dt>Items</dt>
          <dd>
            <ul className="order-status__items" data-testid="order-status-items">
              {view.lines.map((line, index) => (
                <li key={index}>
                  {line.name} × {line.quantity}
                  {line.sheetName && <span className="order-status__sheet"> with {line.sheetName} sheet</span>}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className="order-status__total" data-testid="order-status-total">
            {formatPrice(view.total)}
          </dd>
        </div>
        <div>
          <dt>Ordered</dt>
          <dd>
            <time dateTime={view.createdAt}>{formatOrderDate(view.createdAt)}</time>
          </dd>
        </div>
      </dl>

      <p className="order-status__note">
        Questions? Call us at{' '}
        <a className="order-status__phone" href={SHOP.phoneLink} data-testid="order-status-phone">
          {SHOP.phone}
        </a>
        . This link works until{' '}
        <time dateTime={view.linkExpiresAt}>{formatOrderDate(view.linkExpiresAt)}</time>; signed in, you can see all your
        orders in <Link to="/orders">My Orders</Link>.
      </p>
    </article>
  );
}
