import type { FastifyInstance, FastifyRequest } from "fastify";
import { type Actor, requirePermission } from "../../auth/actor.ts";
import {
  getVersion,
  heartbeat,
  listVersions,
  publishPage,
  restoreVersion,
  saveDraft,
} from "../../cms/page-drafts.ts";
import { type PageRow, pageDetail, requirePageRow } from "../../cms/page-rows.ts";
import {
  createPage,
  deletePage,
  duplicatePage,
  listPages,
  patchPage,
} from "../../cms/page-tree.ts";
import { ApiProblem, useProblemHandler } from "../../cms/problem.ts";
import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../deps.ts";

type IdParams = { Params: { id: string } };
type VersionParams = { Params: { id: string; version: string } };

function positiveInt(value: string, name: string): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1)
    throw new ApiProblem(400, "bad_request", `${name} must be a positive integer`);
  return Number(value);
}

/** requirePermission has run: the actor is there. */
function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new ApiProblem(401, "sign_in_required", "Sign in to continue");
  return request.actor;
}

/** The page builder's API: tree, drafts, publishing, history and presence (editor/README.md). */
export function registerCmsPageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  app.register(async (scope) => {
    useProblemHandler(scope);
    const read = { preHandler: requirePermission("pages:read") };
    const write = { preHandler: requirePermission("pages:write") };
    const publish = { preHandler: requirePermission("pages:publish") };
    const detail = async (request: FastifyRequest, id: number) => ({
      data: await pageDetail(db, await requirePageRow(db, id), actorOf(request)),
    });

    /** A change to one page by its id and the body, answered with the page as it is after. */
    const changePage =
      (change: (db: Db, actor: Actor, id: number, input: unknown) => Promise<PageRow>) =>
      async (request: FastifyRequest<IdParams>) => {
        const id = positiveInt(request.params.id, "id");
        const row = await change(db, actorOf(request), id, request.body);
        return detail(request, row.id);
      };

    scope.get("/api/cms/pages", read, async () => ({ data: await listPages(db) }));

    scope.post("/api/cms/pages", write, async (request, reply) => {
      const row = await createPage(db, actorOf(request), request.body);
      return reply.code(201).send(await detail(request, row.id));
    });

    scope.get<IdParams>("/api/cms/pages/:id", read, async (request) =>
      detail(request, positiveInt(request.params.id, "id")),
    );

    scope.patch<IdParams>("/api/cms/pages/:id", write, changePage(patchPage));

    scope.delete<IdParams>("/api/cms/pages/:id", write, async (request, reply) => {
      await deletePage(db, actorOf(request), positiveInt(request.params.id, "id"));
      return reply.code(204).send();
    });

    scope.put<IdParams>("/api/cms/pages/:id/draft", write, changePage(saveDraft));

    scope.post<IdParams>("/api/cms/pages/:id/publish", publish, changePage(publishPage));

    scope.post<IdParams>("/api/cms/pages/:id/duplicate", write, async (request, reply) => {
      const row = await duplicatePage(
        db,
        actorOf(request),
        positiveInt(request.params.id, "id"),
        request.body,
      );
      return reply.code(201).send(await detail(request, row.id));
    });

    scope.get<IdParams>("/api/cms/pages/:id/versions", read, async (request) => ({
      data: await listVersions(db, positiveInt(request.params.id, "id")),
    }));

    scope.get<VersionParams>("/api/cms/pages/:id/versions/:version", read, async (request) => ({
      data: await getVersion(
        db,
        positiveInt(request.params.id, "id"),
        positiveInt(request.params.version, "version"),
      ),
    }));

    scope.post<VersionParams>(
      "/api/cms/pages/:id/versions/:version/restore",
      write,
      async (request) => {
        const row = await restoreVersion(
          db,
          actorOf(request),
          positiveInt(request.params.id, "id"),
          positiveInt(request.params.version, "version"),
          request.body,
        );
        return detail(request, row.id);
      },
    );

    scope.post<IdParams>("/api/cms/pages/:id/presence", read, async (request) => ({
      data: {
        editors: await heartbeat(db, actorOf(request), positiveInt(request.params.id, "id")),
      },
    }));
  });
}
