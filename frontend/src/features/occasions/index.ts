export { default as OccasionsPage } from './components/OccasionsPage';
