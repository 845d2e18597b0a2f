// First: toasts' inline styles need the page's CSP nonce before they are created.
import './lib/csp-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Base styles first, so feature stylesheets (loaded with their components) can refine them.
import './styles/global.css';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
