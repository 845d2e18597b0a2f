/** Public surface of the order-status link page (`/order-status/:token`, from order e-mails). */
export { default as OrderStatusPage } from './components/OrderStatusPage';
