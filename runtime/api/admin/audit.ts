import { auditPage } from "../../cms/audit-log.ts";
import type { AppDeps } from "../deps.ts";
import type { ApiHandlers } from "../route-table.ts";

/** The audit log, for admins; rules in runtime/cms/audit-log.ts. */
export function auditHandlers(deps: AppDeps): Pick<ApiHandlers, "listAudit"> {
  return { listAudit: async (request) => auditPage(deps.db, request.query) };
}
