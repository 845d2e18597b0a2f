/** Public surface of My Orders: the page; the app hands it the login dialog. */
export { MyOrdersPage } from './components/MyOrdersPage';
