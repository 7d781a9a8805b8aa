/**
 * The error-reporting script, loaded on every page while performance.error_reporting_api_key is
 * set: script errors and unhandled promise rejections are sent to this site
 * (/public_api/client_errors), which hands them to the service. At most MAX_REPORTS a page, each
 * clipped to what the endpoint accepts; the page's path only (its query may hold personal data);
 * no cookies (credentials omitted), so a report is never tied to a session.
 */
const ENDPOINT = "/public_api/client_errors";
const MAX_REPORTS = 10;

let sent = 0;

const clip = (value: unknown, max: number): string =>
  String(value ?? "")
    .replaceAll("\u0000", "")
    .slice(0, max);

const whole = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 10_000_000
    ? value
    : undefined;

function send(report: Record<string, unknown>): void {
  if (sent >= MAX_REPORTS) return;
  sent++;
  void fetch(ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(report),
    credentials: "omit",
    keepalive: true,
  }).catch(() => {
    // Offline or refused: nothing more to do for a report.
  });
}

addEventListener("error", (event: ErrorEvent) => {
  // A resource that failed to load (an image) is not a script error.
  if (!(event instanceof ErrorEvent)) return;
  send({
    kind: "error",
    message: clip(event.message || "Script error", 1000) || "Script error",
    source: clip(event.filename, 2000),
    line: whole(event.lineno),
    column: whole(event.colno),
    page: clip(location.pathname, 2000),
  });
});

addEventListener("unhandledrejection", (event: PromiseRejectionEvent) => {
  const reason: unknown = event.reason;
  const message = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  send({
    kind: "unhandledrejection",
    message: clip(message, 1000) || "Unhandled rejection",
    page: clip(location.pathname, 2000),
  });
});
