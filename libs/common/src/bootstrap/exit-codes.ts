// Plain data, so that the launcher (scripts/supervisor.mjs) reads it without loading Nest.

/**
 * A setting is missing or wrong (EX_CONFIG of sysexits.h): a restart changes nothing, so the
 * launcher stops the shop and names it; other exit codes are crashes, restarted with a growing pause.
 */
export const EXIT_CONFIG = 78;

/**
 * After SIGTERM's SHUTDOWN_GRACE_MS, the time left to close stores and connections before exiting 1;
 * whatever stops a process waits the sum before killing it (compose and Kubernetes are given more).
 */
export const CLEAN_UP_MARGIN_MS = 15_000;
