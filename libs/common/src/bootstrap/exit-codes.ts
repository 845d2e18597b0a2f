// Exit codes the shop's processes share with whatever starts them. Plain data, so that the
// launcher (scripts/supervisor.mjs) reads it without loading Nest.

/**
 * The process cannot run with its configuration (EX_CONFIG of sysexits.h): a setting is missing or
 * wrong. Starting it again changes nothing, so the launcher stops the shop and says which setting;
 * other exit codes are crashes, restarted with a growing pause.
 */
export const EXIT_CONFIG = 78;
