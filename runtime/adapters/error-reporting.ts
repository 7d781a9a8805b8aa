import type { ClientErrorReport, ErrorReporting } from "../core/third-party.ts";
import { egressFetch } from "./egress.ts";

/** Where a visitor's script error goes. Implementations never throw: a failure is logged. */
export interface ErrorReporter {
  report(report: ClientErrorReport, config: ErrorReporting): Promise<void>;
}

/** The local service (the default, offline): each report is a warning in the server's log. */
function logErrorReporter(log: (detail: object, message: string) => void): ErrorReporter {
  return {
    async report(report) {
      log({ clientError: report }, "a script error in a visitor's browser");
    },
  };
}

/**
 * A service with an ingestion URL: the report is POSTed as JSON with the API key as a Bearer
 * token, within 5 seconds; a failure is logged (with the report) rather than thrown, a report
 * forwarded is logged in one short line (its kind and page).
 */
export function httpErrorReporter(
  log: (detail: object, message: string) => void,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): ErrorReporter {
  const doFetch = options.fetch ?? egressFetch;
  const local = logErrorReporter(log);
  return {
    async report(report, config) {
      if (config.ingestUrl === null) return local.report(report, config);
      try {
        const response = await doFetch(config.ingestUrl, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${config.apiKey}`,
          },
          body: JSON.stringify(report),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok)
          log(
            { clientError: report, status: response.status },
            "the error-reporting service refused a report",
          );
        // One line per report here too, short: the service holds the whole of it.
        else
          log(
            { clientError: { kind: report.kind, page: report.page } },
            "a script error in a visitor's browser, forwarded to the error-reporting service",
          );
      } catch (error) {
        log(
          { clientError: report, error: String(error) },
          "the error-reporting service could not be reached",
        );
      }
    },
  };
}
