import { ApiProblem } from "../cms/problem.ts";
import type { AppDeps } from "./deps.ts";
import type { ApiHandlers } from "./route-table.ts";

type DeliveryOps =
  | "getLeadIntegrations"
  | "fixLeadIntegrations"
  | "listOutbox"
  | "replayOutbox"
  | "listSentMail"
  | "getActiveIntegrationSystem"
  | "verifyIntegrationSystem";

const notYet = async (): Promise<never> => {
  throw new ApiProblem(501, "not_implemented", "Lead deliveries are being built");
};

/** A lead's deliveries (mail, integrations), the dead-letter list and its replay, the sent mail. */
export function deliveryHandlers(_deps: AppDeps): Pick<ApiHandlers, DeliveryOps> {
  return {
    getLeadIntegrations: notYet,
    fixLeadIntegrations: notYet,
    listOutbox: notYet,
    replayOutbox: notYet,
    listSentMail: notYet,
    getActiveIntegrationSystem: notYet,
    verifyIntegrationSystem: notYet,
  };
}
