const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A method that reads and changes nothing (RFC 9110 §9.2.1): no body to check, nothing to forge. */
export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}
