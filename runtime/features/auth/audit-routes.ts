import type { AppDeps } from "../../deps.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import { auditPage } from "./audit-log.ts";

/** The audit log, for admins; rules in runtime/features/auth/audit-log.ts. */
export function auditHandlers(deps: AppDeps): Pick<ApiHandlers, "listAudit"> {
  return { listAudit: async (request) => auditPage(deps.db, request.query) };
}
