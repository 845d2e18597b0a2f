export { BoxesPage } from './components/BoxesPage';
