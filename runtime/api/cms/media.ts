import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type Actor, requirePermission } from "../../auth/actor.ts";
import {
  addMedia,
  deleteMedia,
  getMediaItem,
  listMedia,
  MEDIA_PAGE_SIZE,
  updateAlt,
} from "../../cms/media-library.ts";
import {
  cleanFilename,
  inspectUpload,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_LABEL,
} from "../../cms/media-upload.ts";
import { ApiProblem, invalid, useProblemHandler } from "../../cms/problem.ts";
import type { AppDeps } from "../deps.ts";
import { forgetImage } from "../images.ts";

type IdParams = { Params: { id: string } };
type ListQuery = { Querystring: { q?: string; page?: string; per_page?: string } };

function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new ApiProblem(401, "sign_in_required", "Sign in to continue");
  return request.actor;
}

function mediaId(value: string): number {
  if (!/^\d{1,9}$/.test(value))
    throw new ApiProblem(400, "bad_request", "id must be a positive integer");
  return Number(value);
}

function intParam(value: string | undefined, name: string, fallback: number, max: number): number {
  if (value === undefined || value === "") return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1 || Number(value) > max)
    throw invalid(`/${name}`, "range", `${name} must be an integer from 1 to ${max}`);
  return Number(value);
}

const tooLarge = () =>
  new ApiProblem(
    413,
    "too_large",
    `file: the picture is larger than the ${MAX_UPLOAD_LABEL} limit`,
    [{ pointer: "/file", rule: "maxSize", message: `at most ${MAX_UPLOAD_LABEL}` }],
  );

/** Reads the one `file` part (and `alt`) of a multipart upload, within the size limit. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ data: Buffer; filename: string; alt: unknown }> {
  if (!request.isMultipart())
    throw new ApiProblem(
      415,
      "unsupported_media_type",
      "Send the picture as multipart/form-data with a `file` part",
    );
  let file: { data: Buffer; filename: string } | null = null;
  let alt: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const data = await part.toBuffer();
        if (part.fieldname === "file" && !file)
          file = { data, filename: cleanFilename(part.filename) };
      } else if (part.fieldname === "alt") {
        alt = part.value;
      }
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw error;
  }
  if (!file || file.data.length === 0)
    throw invalid("/file", "required", "file (the picture) is required");
  return { ...file, alt };
}

/** The media library: list and search, upload checked by content, alt text, delete. */
export function registerMediaLibraryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  app.register(async (scope) => {
    useProblemHandler(scope);
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 4096 },
    });
    const read = { preHandler: requirePermission("media:read") };
    const write = { preHandler: requirePermission("media:write") };

    scope.get<ListQuery>("/api/cms/media", read, async (request) =>
      listMedia(db, {
        q: request.query.q,
        page: intParam(request.query.page, "page", 1, 100_000),
        perPage: intParam(request.query.per_page, "per_page", MEDIA_PAGE_SIZE, 100),
      }),
    );

    scope.get<IdParams>("/api/cms/media/:id", read, async (request) => ({
      data: await getMediaItem(db, mediaId(request.params.id)),
    }));

    scope.post("/api/cms/media", write, async (request, reply) => {
      const upload = await readUpload(request);
      const image = await inspectUpload(upload.data, upload.filename);
      const data = await addMedia(db, actorOf(request), {
        ...image,
        filename: upload.filename,
        alt: upload.alt,
      });
      return reply.code(201).send({ data });
    });

    scope.patch<IdParams>("/api/cms/media/:id", write, async (request) => ({
      data: await updateAlt(db, actorOf(request), mediaId(request.params.id), request.body),
    }));

    scope.delete<IdParams>("/api/cms/media/:id", write, async (request, reply) => {
      const id = mediaId(request.params.id);
      await deleteMedia(db, actorOf(request), id);
      forgetImage(id);
      return reply.code(204).send();
    });
  });
}
