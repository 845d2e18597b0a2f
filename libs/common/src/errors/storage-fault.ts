/** A file operation's failure that is the disk's, not the request's: full, read-only, not ours, broken. */
const STORAGE_FAULTS = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO']);
const FILE_CALLS = new Set([
  'open',
  'write',
  'writev',
  'rename',
  'mkdir',
  'fsync',
  'fdatasync',
  'ftruncate',
  'unlink',
  'close',
]);

/** The local disk refused a write (the embedded store's files): an outage to wait out, not a bad request. */
export function isStorageFault(error: unknown): boolean {
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  return typeof code === 'string' && STORAGE_FAULTS.has(code) && typeof syscall === 'string' && FILE_CALLS.has(syscall);
}
