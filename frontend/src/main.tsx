// First: toasts' inline styles need the page's CSP nonce before they are created.
import './lib/csp-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Base styles first, so feature stylesheets (loaded with their components) can refine them.
import './styles/global.css';
import { App } from './app/App';
import { preloadOpeningScreen } from './app/preload-opening-screen';
import { leaveModalEntries } from './components/Dialog/modal-entry';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// Reloaded while a dialog was open: back to the page's own history entry (no dialog reopens).
leaveModalEntries();

// The opening screen's code first, so its first render is the whole page (no loader between).
void preloadOpeningScreen(window.location.pathname).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
