import { isApiError } from '../../../lib/api/api-error';

/** The server's own `message` when it sent one, else the screen's fallback text (SPEC §8). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverMessage) || fallback;
}
