export { default as BouquetsPage } from './components/BouquetsPage';
