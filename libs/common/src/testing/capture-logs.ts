import { Logger, type LoggerService } from '@nestjs/common';

export interface CapturedLogLine {
  level: string;
  message: string;
  context: string;
}

/**
 * Routes every Nest `Logger` call to the list returned, for a test to read; the test ends it with
 * `Logger.overrideLogger(false)`.
 */
export function captureNestLogs(): CapturedLogLine[] {
  const lines: CapturedLogLine[] = [];
  const keep = (level: string) => (message: unknown, context?: unknown) =>
    void lines.push({ level, message: String(message), context: String(context) });
  const capture: LoggerService = {
    log: keep('log'),
    warn: keep('warn'),
    error: keep('error'),
    debug: keep('debug'),
    verbose: keep('verbose'),
    fatal: keep('fatal'),
  };
  Logger.overrideLogger(capture);
  return lines;
}
