/** Data files, secrets, mails and images readable by their owner only, whatever the login's umask (children inherit it). */
export function keepCreatedFilesPrivate(): void {
  process.umask(0o077);
}
