import { AdminLoadFailure } from '../../../components/AdminLoadFailure';
import { useAdminOrders } from '../hooks/useAdminOrders';
import { useDateChoice } from '../hooks/useDateChoice';
import { useOrderDelete } from '../hooks/useOrderDelete';
import { useOrderPrint } from '../hooks/useOrderPrint';
import { useOrdersQuery } from '../hooks/useOrdersQuery';
import { useOrderStatusChange } from '../hooks/useOrderStatusChange';
import { formatShopDate } from '../model/order-dates';
import { ORDERS_PAGE_SIZE } from '../model/order-rules';
import { AdminPager } from '../../../lib/admin/AdminPager';
import { pageCount } from '../../../lib/admin/admin-pages';
import { usePageInRange } from '../../../lib/admin/use-page-in-range';
import { OrdersDateFilter } from './OrdersDateFilter';
import { OrdersDayWork } from './OrdersDayWork';
import { OrdersPrintOut } from './OrdersPrintOut';
import { OrdersSearch } from './OrdersSearch';
import { OrdersTable } from './OrdersTable';
import '../../../lib/admin/admin-table.css';
import './admin-orders.css';

/**
 * `/admin/orders`: every order, newest first, 10 a page, searchable by order ID, with status,
 * print and delete per order (SPEC §2). Failures are toasts (SPEC §8). Issue 13: the date each
 * order is for, a filter by that date, and for a date its tickets and driver's list in one print.
 */
export default function OrdersAdminPage() {
  const { query, searchText, setSearchText, submitSearch, goToPage, showDate } = useOrdersQuery();
  const dates = useDateChoice(showDate);
  const { data, status, isFetching, isPlaceholderData, refetch } = useAdminOrders(query);
  const { changeStatus, chosenStatus } = useOrderStatusChange();
  const { remove, deletingId } = useOrderDelete();
  const { job, print, printDay, preparing } = useOrderPrint();

  const orders = data?.orders ?? [];
  const total = data?.total ?? 0;
  const pages = pageCount(total, ORDERS_PAGE_SIZE);
  // The pager tells the page whose orders are on screen (the next one may still be on its way).
  const shownPage = data?.page ?? query.page;

  usePageInRange(shownPage, pages, orders.length, data !== undefined, goToPage);

  return (
    <section className="admin-panel admin-orders" aria-labelledby="admin-orders-title" data-testid="admin-orders">
      <h1 id="admin-orders-title" className="admin-panel__title">
        Orders
      </h1>
      <p className="admin-panel__text">
        {query.date
          ? `The orders for ${formatShopDate(query.date)}: deliveries first, then pickups by time window.`
          : 'Every order placed in the shop, newest first.'}
      </p>
      <div className="admin-orders__filters">
        <OrdersSearch value={searchText} onChange={setSearchText} onSubmit={submitSearch} />
        <OrdersDateFilter
          choice={dates.choice}
          otherDate={dates.otherDate}
          today={dates.today}
          tomorrow={dates.tomorrow}
          onChoose={dates.choose}
          onOtherDate={dates.chooseOtherDate}
        />
      </div>
      {query.date && status === 'success' && !isPlaceholderData && total > 0 && (
        <OrdersDayWork
          date={query.date}
          // With a search the list counts its matches, not the date's orders (all of which print).
          total={query.search ? null : total}
          preparing={preparing}
          onPrint={(kind) => void printDay(kind, query.date)}
        />
      )}

      {status === 'pending' && <p className="admin-table-notice">Loading orders...</p>}
      {status === 'error' && (
        <AdminLoadFailure
          className="admin-table-notice"
          testId="admin-orders-load-error"
          message="The orders could not be loaded."
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      )}
      {/* In the page from the first answer on: a search that finds nothing is then read out (a
          status region put in the page together with its text is not). */}
      {status === 'success' && (
        <div role="status" data-testid="admin-orders-outcome">
          {total === 0 && (
            <p className="admin-table-notice" data-testid="admin-orders-empty">
              No orders found.
            </p>
          )}
        </div>
      )}
      {orders.length > 0 && (
        <>
          <div
            className="admin-table-box admin-orders__table-box"
            role="region"
            aria-label="Order list"
            tabIndex={0}
            aria-busy={isFetching}
          >
            <OrdersTable
              orders={orders}
              caption={
                query.date
                  ? `Orders for ${formatShopDate(query.date)}, deliveries first, then pickups by time window`
                  : 'Orders, newest first'
              }
              chosenStatus={chosenStatus}
              deletingId={deletingId}
              onStatusChange={(order, next) => void changeStatus(order, next)}
              onPrint={print}
              onDelete={(order) => void remove(order)}
            />
          </div>
          <AdminPager
            page={shownPage}
            pages={pages}
            onPage={goToPage}
            label="Order pages"
            testIdPrefix="admin-orders"
          />
        </>
      )}
      {job && <OrdersPrintOut job={job} />}
    </section>
  );
}
