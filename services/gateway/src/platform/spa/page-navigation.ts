import { extname } from 'node:path';

interface NavigationProbe {
  method: string;
  path: string;
  headers: { accept?: string };
}

/**
 * A browser loading a page of the SPA: GET/HEAD, outside the API, no file extension, and
 * asking for HTML. Scripts, images, icons and API clients never get index.html instead.
 */
export function isPageNavigation(request: NavigationProbe): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.path === '/api' || request.path.startsWith('/api/')) return false;
  if (extname(request.path) !== '') return false;
  return (request.headers.accept ?? '').includes('text/html');
}
