import type { FastifyInstance, FastifyRequest } from "fastify";
import { type Actor, requirePermission } from "../../auth/actor.ts";
import { ApiProblem, useProblemHandler } from "../../cms/problem.ts";
import {
  createMetahead,
  deleteMetahead,
  deleteSetting,
  listAllMetaheads,
  putSetting,
  settingsOverview,
  updateMetahead,
} from "../../cms/settings-admin.ts";
import type { AppDeps } from "../deps.ts";

type KeyParams = { Params: { key: string } };
type IdParams = { Params: { id: string } };

function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new ApiProblem(401, "sign_in_required", "Sign in to continue");
  return request.actor;
}

function metaheadId(value: string): number {
  if (!/^\d{1,9}$/.test(value))
    throw new ApiProblem(400, "bad_request", "id must be a positive integer");
  return Number(value);
}

/** The admin's settings (every namespace, defaults, unknown keys) and metaheads. */
export function registerSettingsAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  app.register(async (scope) => {
    useProblemHandler(scope);
    const read = { preHandler: requirePermission("admin:read") };
    const writeSettings = { preHandler: requirePermission("settings:write") };
    const writeMetaheads = { preHandler: requirePermission("metaheads:write", "raw_html") };

    scope.get("/api/admin/settings", read, async () => ({ data: await settingsOverview(db) }));

    scope.put<KeyParams>("/api/admin/settings/:key", writeSettings, async (request) => ({
      data: await putSetting(db, actorOf(request), request.params.key, request.body),
    }));

    scope.delete<KeyParams>("/api/admin/settings/:key", writeSettings, async (request, reply) => {
      await deleteSetting(db, actorOf(request), request.params.key);
      return reply.code(204).send();
    });

    scope.get("/api/admin/metaheads", read, async () => ({ data: await listAllMetaheads(db) }));

    scope.post("/api/admin/metaheads", writeMetaheads, async (request, reply) =>
      reply.code(201).send({ data: await createMetahead(db, actorOf(request), request.body) }),
    );

    scope.patch<IdParams>("/api/admin/metaheads/:id", writeMetaheads, async (request) => ({
      data: await updateMetahead(db, actorOf(request), metaheadId(request.params.id), request.body),
    }));

    scope.delete<IdParams>("/api/admin/metaheads/:id", writeMetaheads, async (request, reply) => {
      await deleteMetahead(db, actorOf(request), metaheadId(request.params.id));
      return reply.code(204).send();
    });
  });
}
