import { CUSTOMER_PRIVATE_KEYS, STORAGE_KEYS } from '../config/storage-keys';
import { readItem, removeItem, writeItem } from './storage';

/** Customer bearer token from the e-mail code login (SPEC §3: session storage `token`). */
export function getCustomerToken(): string | null {
  return readItem('session', STORAGE_KEYS.customerToken) || null;
}

/**
 * The admin token lives in session storage (DESIGN §8.1) and is mirrored to local storage
 * because boxes administration reads it from there (SPEC §3, §6).
 */
export function saveAdminToken(token: string): void {
  writeItem('session', STORAGE_KEYS.adminToken, token);
  writeItem('local', STORAGE_KEYS.adminToken, token);
}

export function getAdminToken(): string | null {
  return readItem('session', STORAGE_KEYS.adminToken) || readItem('local', STORAGE_KEYS.adminToken) || null;
}

/** Boxes administration prefers the local-storage copy (SPEC §6). */
export function getBoxesAdminToken(): string | null {
  return readItem('local', STORAGE_KEYS.adminToken) || readItem('session', STORAGE_KEYS.adminToken) || null;
}

export function clearAdminToken(): void {
  removeItem('session', STORAGE_KEYS.adminToken);
  removeItem('local', STORAGE_KEYS.adminToken);
}

export function saveCustomerToken(token: string): void {
  writeItem('session', STORAGE_KEYS.customerToken, token);
}

/** After a logout: the token, and what the customer typed at checkout, leave the tab. */
export function forgetCustomerSession(): void {
  removeItem('session', STORAGE_KEYS.customerToken);
  for (const key of CUSTOMER_PRIVATE_KEYS) removeItem('session', key);
}
