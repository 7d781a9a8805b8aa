import { ApiProblem } from "../cms/problem.ts";
import type { AppDeps } from "./deps.ts";
import type { ApiHandlers } from "./route-table.ts";

const notYet = async (): Promise<never> => {
  throw new ApiProblem(501, "not_implemented", "Lead exports are being built");
};

/** Lead exports: create (filters and sort of the lead list), poll, download CSV or XLSX. */
export function leadExportHandlers(
  _deps: AppDeps,
): Pick<ApiHandlers, "createLeadExport" | "getLeadExport" | "downloadLeadExport"> {
  return { createLeadExport: notYet, getLeadExport: notYet, downloadLeadExport: notYet };
}
