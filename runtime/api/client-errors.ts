import { ApiProblem } from "../cms/problem.ts";
import type { SettingsMap } from "../core/settings.ts";
import { CLIENT_ERRORS_PER_MINUTE, errorReporting, RateWindow } from "../core/third-party.ts";
import { type ErrorReporter, httpErrorReporter } from "../services/error-reporting.ts";
import type { ApiHandlers } from "./route-table.ts";

/**
 * POST /public_api/client_errors: a visitor's script error, handed to the error-reporting
 * service while it is on (performance.error_reporting_api_key); 404 while it is off, 429 past
 * CLIENT_ERRORS_PER_MINUTE from one address (the connection's, or the configured proxy's
 * forwarded one: request.ip).
 */
export function clientErrorHandlers(options: {
  settings: () => Promise<SettingsMap>;
  reporter?: ErrorReporter;
  log: (detail: object, message: string) => void;
  now?: () => number;
}): Pick<ApiHandlers, "reportClientError"> {
  const reporter = options.reporter ?? httpErrorReporter(options.log);
  const window = new RateWindow(CLIENT_ERRORS_PER_MINUTE, 60_000);
  const now = options.now ?? Date.now;
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
