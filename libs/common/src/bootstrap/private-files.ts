/**
 * Everything a shop process creates from now on (nedb files, secrets, mails, stored images)
 * is readable by its owner only: folders 0700, files 0600, whatever the login's umask says.
 * Child processes inherit the mask.
 */
export function keepCreatedFilesPrivate(): void {
  process.umask(0o077);
}
