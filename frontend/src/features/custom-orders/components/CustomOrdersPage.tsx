import { CustomOrderForm } from './CustomOrderForm';
import './custom-orders.css';

/** `/custom-orders`: a bouquet made to order, from one of ours or from the shopper's own idea (SPEC §2). */
export default function CustomOrdersPage() {
  return (
    <div className="page custom-orders-page" data-testid="custom-orders-page">
      <header className="custom-orders-page__header">
        <h1 className="custom-orders-page__title">Custom Orders</h1>
        <p className="custom-orders-page__lead">
          Want a bouquet that is just yours? Change one of ours, or show us your idea, and we will get back to you with
          a price and a date.
        </p>
      </header>
      <CustomOrderForm />
    </div>
  );
}
