import { rateLimiter } from "../../core/rate-window.ts";
import { checkVin, isVinRecognised, VIN_RULE_MESSAGES_AR } from "../../core/vin.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiProblem, invalid } from "../../http/problem.ts";
import { type ApiHandlers, actorOf } from "../../http/route-table.ts";
import { addAffectedVin, findVin, listAffectedVins, removeAffectedVin } from "./store.ts";

/** VIN checks one client address may make a minute: a family's cars, not a walk of the VIN space. */
export const VIN_CHECKS_PER_MINUTE = 30;

/** The check's 422 for a VIN its schema lets through but its check digit refuses (or worse). */
function refusedVin(vin: string): ApiProblem | null {
  const checked = checkVin(vin);
  if (checked.ok && checked.vin === vin) return null;
  const rule = checked.ok ? "pattern" : checked.rule;
  return invalid("/vin", rule, VIN_RULE_MESSAGES_AR[checked.ok ? "characters" : checked.rule]);
}

/**
 * The owner tools' public VIN check (POST /api/vin/check): the VIN is checked by its check digit
 * before any lookup, and the answer says recognised or not for the purpose, nothing more (no
 * stock detail, no note), never kept by a cache.
 */
export function vinCheckHandlers(deps: AppDeps): Pick<ApiHandlers, "checkVin"> {
  const { db } = deps;
  const isAllowed = rateLimiter(VIN_CHECKS_PER_MINUTE);
  return {
    checkVin: async (request, reply) => {
      if (!isAllowed(request.ip))
        throw new ApiProblem(
          429,
          "rate_limited",
          "Too many VIN checks from this address",
          undefined,
          {
            retry_after: 60,
          },
        );
      const { vin, purpose } = request.body;
      const refusal = refusedVin(vin);
      if (refusal) throw refusal;
      reply.header("cache-control", "no-store");
      return { data: { purpose, recognised: isVinRecognised(purpose, await findVin(db, vin)) } };
    },
  };
}

/** The admin's list of affected vehicles: listed, added (once), removed; writes audited. */
export function affectedVinAdminHandlers(
  deps: AppDeps,
): Pick<ApiHandlers, "listAffectedVins" | "addAffectedVin" | "removeAffectedVin"> {
  const { db } = deps;
  return {
    listAffectedVins: async (request) => listAffectedVins(db, request.query ?? {}),
    addAffectedVin: async (request, reply) => {
      const refusal = refusedVin(request.body.vin);
      if (refusal) throw refusal;
      const { row, isNew } = await addAffectedVin(db, actorOf(request), request.body);
      return reply.code(isNew ? 201 : 200).send({ data: row, meta: { created: isNew } });
    },
    removeAffectedVin: async (request, reply) => {
      await removeAffectedVin(db, actorOf(request), request.params.vin);
      return reply.code(204).send();
    },
  };
}
