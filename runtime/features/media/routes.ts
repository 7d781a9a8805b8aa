import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../../deps.ts";
import { ApiProblem, invalid } from "../../http/problem.ts";
import { type ApiHandlers, actorOf } from "../../http/route-table.ts";
import { forgetImage } from "./images.ts";
import {
  addMedia,
  deleteMedia,
  getMediaItem,
  listMedia,
  MEDIA_PAGE_SIZE,
  updateAlt,
} from "./media-library.ts";
import {
  cleanFilename,
  inspectUpload,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_LABEL,
} from "./media-upload.ts";

const tooLarge = () =>
  new ApiProblem(
    413,
    "too_large",
    `file: the picture is larger than the ${MAX_UPLOAD_LABEL} limit`,
    [{ pointer: "/file", rule: "maxSize", message: `at most ${MAX_UPLOAD_LABEL}` }],
  );

const onePicture = () =>
  new ApiProblem(
    422,
    "invalid",
    "file: one picture per upload: send a single file part named `file`",
    [{ pointer: "/file", rule: "maxItems", message: "one picture per upload" }],
  );

/** 400 for a body that is not well-formed multipart/form-data, naming what is wrong with it. */
const malformed = (problem: string) =>
  new ApiProblem(
    400,
    "bad_request",
    `The upload is not well-formed multipart/form-data: ${problem}. Send the picture in one part named \`file\` (and \`alt\` as a field).`,
  );

/**
 * The parser's refusals (@fastify/multipart's coded errors, busboy's plain ones) as the API's own;
 * an error the parser marks as the server's (5xx) is thrown on as it is.
 */
function uploadProblem(error: unknown): unknown {
  if (error instanceof ApiProblem) return error;
  const { code, message, statusCode } = error as {
    code?: unknown;
    message?: unknown;
    statusCode?: unknown;
  };
  if (typeof statusCode === "number" && statusCode >= 500) return error;
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return tooLarge();
    case "FST_FILES_LIMIT":
      return onePicture();
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return malformed(
        `too many parts (at most ${multipartOptions.limits.fields} fields besides the one \`file\`)`,
      );
    case "FST_PROTO_VIOLATION":
      return malformed("a part is named after a prototype property");
    case "FST_MP_PREMATURE_CLOSE":
      return malformed("the body ended before its closing boundary");
  }
  const text = typeof message === "string" && message !== "" ? message : "unreadable body";
  if (/boundary not found/i.test(text))
    return malformed("the Content-Type header has no boundary parameter");
  if (/unexpected end/i.test(text))
    return malformed(
      "the body ended before its closing boundary (cut off, or a boundary it does not use)",
    );
  return malformed(text.replace(/^Multipart:\s*/i, "").replace(/\.$/, ""));
}

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
      if (typeof part.fieldname !== "string" || part.fieldname === "")
        throw malformed("a part has no name in its Content-Disposition header");
      if (part.type === "file") {
        if (part.fieldname !== "file")
          throw invalid(
            "/file",
            "required",
            `the picture goes in the part named \`file\`, not \`${part.fieldname.slice(0, 40)}\``,
          );
        file = { data: await part.toBuffer(), filename: cleanFilename(part.filename) };
      } else if (part.fieldname === "alt") {
        alt = part.value;
      }
    }
  } catch (error) {
    throw uploadProblem(error);
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
      await forgetImage(deps, request.params.id);
      return reply.code(204).send();
    },
  };
}

/** The multipart parser of uploads, limited to one picture of MAX_UPLOAD_BYTES. */
export const multipartOptions = {
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 4096 },
};
