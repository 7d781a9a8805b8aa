import { type ErrorReporter, httpErrorReporter } from "../../adapters/error-reporting.ts";
import type { SettingsMap } from "../../core/settings.ts";
import { CLIENT_ERRORS_PER_MINUTE, errorReporting, RateWindow } from "../../core/third-party.ts";
import { ApiProblem } from "../../http/problem.ts";
import type { ApiHandlers } from "../../http/route-table.ts";

/**
 * Lines the reports may write to the server's log a minute, from every address together: one
 * address is held to CLIENT_ERRORS_PER_MINUTE, but many (a botnet, a broken release seen by every
 * visitor at once) must not drown what else the log says either.
 */
const CLIENT_ERROR_LOG_LINES_PER_MINUTE = 300;

type ReportLog = (detail: object, message: string) => void;

/**
 * A log that writes at most `limit` lines a window; past it the lines are counted, and the first
 * line written in a later window is preceded by one saying how many were left out.
 */
export function cappedLog(
  log: ReportLog,
  limit: number,
  windowMs: number,
  now: () => number,
): ReportLog {
  let start = Number.NEGATIVE_INFINITY;
  let written = 0;
  let dropped = 0;
  return (detail, message) => {
    const at = now();
    if (at - start >= windowMs) {
      if (dropped > 0)
        log(
          { dropped, limit, windowSeconds: windowMs / 1000 },
          "client error reports left out of the log: too many at once",
        );
      start = at;
      written = 0;
      dropped = 0;
    }
    if (written >= limit) {
      dropped++;
      return;
    }
    written++;
    log(detail, message);
  };
}

/**
 * POST /public_api/client_errors: a visitor's script error, handed to the error-reporting
 * service while it is on (performance.error_reporting_api_key) and logged (one line a report, at
 * most CLIENT_ERROR_LOG_LINES_PER_MINUTE); 404 while it is off, 429 past
 * CLIENT_ERRORS_PER_MINUTE from one address (the connection's, or the configured proxy's
 * forwarded one: request.ip).
 */
export function clientErrorHandlers(options: {
  settings: () => Promise<SettingsMap>;
  reporter?: ErrorReporter;
  /** The fetch the reports are forwarded with (the server's egress guard); absent: the guard with no allow-list. */
  fetch?: typeof fetch;
  log: ReportLog;
  now?: () => number;
  /** Lines a minute (default CLIENT_ERROR_LOG_LINES_PER_MINUTE). */
  logLinesPerMinute?: number;
}): Pick<ApiHandlers, "reportClientError"> {
  const now = options.now ?? Date.now;
  const log = cappedLog(
    options.log,
    options.logLinesPerMinute ?? CLIENT_ERROR_LOG_LINES_PER_MINUTE,
    60_000,
    now,
  );
  const reporter =
    options.reporter ?? httpErrorReporter(log, options.fetch ? { fetch: options.fetch } : {});
  const window = new RateWindow(CLIENT_ERRORS_PER_MINUTE, 60_000);
  return {
    reportClientError: async (request, reply) => {
      const config = errorReporting(await options.settings());
      if (!config)
        throw new ApiProblem(404, "not_found", "لا تعمل خدمة الإبلاغ عن الأخطاء على هذا الموقع.");
      if (!window.take(request.ip, now())) {
        reply.header("retry-after", "60");
        throw new ApiProblem(
          429,
          "too_many_requests",
          "تقارير كثيرة من هذا العنوان: حاول بعد دقيقة.",
        );
      }
      await reporter.report(request.body, config);
      return reply.code(204).send();
    },
  };
}
