import type { FastifyRequest } from "fastify";
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
import { ApiProblem, invalid } from "../../cms/problem.ts";
import type { AppDeps } from "../deps.ts";
import { forgetImage } from "../images.ts";
import { type ApiHandlers, actorOf } from "../route-table.ts";

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
export function mediaHandlers(
  deps: AppDeps,
): Pick<ApiHandlers, "listMedia" | "getMedia" | "uploadMedia" | "updateMediaAlt" | "deleteMedia"> {
  const { db } = deps;
  return {
    listMedia: async (request) =>
      listMedia(db, {
        q: request.query.q,
        page: request.query.page ?? 1,
        perPage: request.query.per_page ?? MEDIA_PAGE_SIZE,
      }),
    getMedia: async (request) => ({ data: await getMediaItem(db, request.params.id) }),
    uploadMedia: async (request) => {
      const upload = await readUpload(request);
      const image = await inspectUpload(upload.data, upload.filename);
      const data = await addMedia(db, actorOf(request), {
        ...image,
        filename: upload.filename,
        alt: upload.alt,
      });
      return { data };
    },
    updateMediaAlt: async (request) => ({
      data: await updateAlt(db, actorOf(request), request.params.id, request.body),
    }),
    deleteMedia: async (request, reply) => {
      await deleteMedia(db, actorOf(request), request.params.id);
      forgetImage(request.params.id);
      return reply.code(204).send();
    },
  };
}

/** The multipart parser of uploads, limited to one picture of MAX_UPLOAD_BYTES. */
export const multipartOptions = {
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 4096 },
};
