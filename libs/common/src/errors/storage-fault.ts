/** A file operation's failure that is the disk's, not the request's: full, read-only, not ours, broken. */
const DISK_FAULTS = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO']);
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
/** The MongoDB driver's and mongoose's for a server down or lost; by name, so nedb services need not load the driver. */
const DATABASE_UNREACHABLE = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

export type StorageFault = 'disk' | 'database';

/** Whose outage a failure is, if any: waited out (503, events tried again), never blamed on the request or event. */
export function storageFaultOf(error: unknown): StorageFault | undefined {
  const { code, syscall, name } = (error ?? {}) as { code?: unknown; syscall?: unknown; name?: unknown };
  if (typeof code === 'string' && DISK_FAULTS.has(code) && typeof syscall === 'string' && FILE_CALLS.has(syscall))
    return 'disk';
  if (typeof name === 'string' && DATABASE_UNREACHABLE.has(name)) return 'database';
  // A write refused by a primary that is stepping down: the driver marks it to be sent again.
  const labelled = error as { hasErrorLabel?: (label: string) => boolean } | null;
  if (typeof labelled?.hasErrorLabel === 'function' && labelled.hasErrorLabel('RetryableWriteError')) return 'database';
  return undefined;
}

export function isStorageFault(error: unknown): boolean {
  return storageFaultOf(error) !== undefined;
}
