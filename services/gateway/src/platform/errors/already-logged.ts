/**
 * An error whose thrower has logged it already (e.g. a failed health check, logged only when what
 * is down changes): the error filter answers it without a line of its own.
 */
export interface AlreadyLogged {
  readonly alreadyLogged: true;
}

export function isAlreadyLogged(error: unknown): error is AlreadyLogged {
  return typeof error === 'object' && error !== null && (error as Partial<AlreadyLogged>).alreadyLogged === true;
}
