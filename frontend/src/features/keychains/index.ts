export { KeychainsPage } from './components/KeychainsPage';
