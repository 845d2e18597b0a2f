// Exit codes and stop times the shop's processes share with whatever starts them. Plain data, so
// that the launcher (scripts/supervisor.mjs) reads it without loading Nest.

/**
 * The process cannot run with its configuration (EX_CONFIG of sysexits.h): a setting is missing or
 * wrong. Starting it again changes nothing, so the launcher stops the shop and says which setting;
 * other exit codes are crashes, restarted with a growing pause.
 */
export const EXIT_CONFIG = 78;

/**
 * After SIGTERM a process finishes its work for SHUTDOWN_GRACE_MS, then has this long more to close
 * its stores and connections before it exits 1 (stopOnSignals). Whatever stops it should wait the
 * sum before killing it (the launcher does; compose and Kubernetes are given more).
 */
export const CLEAN_UP_MARGIN_MS = 15_000;
