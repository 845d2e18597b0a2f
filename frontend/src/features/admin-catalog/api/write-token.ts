import { getAdminToken } from '../../../lib/auth-tokens';
import type { AdminCatalogKind } from '../model/catalog-kind';

/**
 * The bearer token of a write. Cookie-authenticated calls (bouquets, SPEC §7) send none: the
 * httpOnly `admin_token` cookie goes with every request. Others send the session copy (ADR 0003).
 */
export function writeToken(kind: Pick<AdminCatalogKind, 'auth'>): string | null {
  return kind.auth === 'cookie' ? null : getAdminToken();
}
