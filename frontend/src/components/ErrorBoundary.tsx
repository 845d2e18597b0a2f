import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from '../lib/lazy-with-timeout';
import './error-boundary.css';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/**
 * Shows a readable panel with a reload button instead of a blank screen when a screen
 * fails, in particular when its script chunk cannot be loaded (DESIGN §8.11).
 * Give it a `key` that changes on navigation so another page can be tried.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  /** The technical detail goes to the console only; shoppers see a plain explanation. */
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;

    const chunkFailed = isChunkLoadError(error);
    return (
      <div className="error-panel" role="alert" data-testid="route-error" data-error-name={error.name}>
        <h1 className="error-panel__title">{chunkFailed ? 'Loading chunk failed' : 'Something went wrong'}</h1>
        <p className="error-panel__text">
          {chunkFailed
            ? 'This page could not be loaded. Please check your connection and reload.'
            : 'An unexpected error stopped this page. Reloading usually helps.'}
        </p>
        <button type="button" className="button button--primary" data-testid="reload-button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}
