export { ProductDetailPage } from './components/ProductDetailPage';
export type { DetailResource } from './api/get-product';
