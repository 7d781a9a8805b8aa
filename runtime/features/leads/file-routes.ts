import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { DEFAULT_FILE_SIZE_KB, leadMessage } from "../../core/form-schema.ts";
import { ApiProblem, invalid } from "../../http/problem.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import type { FormsService } from "../forms/index.ts";
import { cleanFilename, shownName } from "../media/index.ts";
import { deleteUnclaimedFile, leadFile, storeLeadFile } from "./store.ts";

/**
 * A lead's files: a visitor's upload for a file field (checked by content and the field's size
 * rule, unclaimed until a lead names it), its removal before sending, and the download for those
 * who may read leads.
 */

/** The largest upload the server reads, whatever a field's size rule says. */
const UPLOAD_CEILING_BYTES = 20 * 1024 * 1024;

/** One file part (and the `field` it belongs to) of a multipart upload, within `limit` bytes. */
async function readLeadUpload(
  request: FastifyRequest,
  limit: number,
): Promise<{ field: string; filename: string; data: Buffer }> {
  if (!request.isMultipart())
    throw new ApiProblem(
      415,
      "unsupported_media_type",
      "Send the file as multipart/form-data with `field` and `file` parts",
    );
  let field = "";
  let file: { filename: string; data: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit, files: 1 } })) {
      if (part.type === "file") {
        if (part.fieldname !== "file")
          throw invalid("/file", "required", "the file goes in the part named `file`");
        const data = await part.toBuffer();
        file = { filename: cleanFilename(part.filename), data };
      } else if (part.fieldname === "field" && typeof part.value === "string") field = part.value;
    }
  } catch (error) {
    if (error instanceof ApiProblem) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new ApiProblem(413, "too_large", "file: the file is too large", [
        { pointer: "/file", rule: "size", message: `at most ${Math.floor(limit / 1024)} KB` },
      ]);
    throw new ApiProblem(400, "bad_request", "The upload is not well-formed multipart/form-data");
  }
  if (!file || file.data.length === 0) throw invalid("/file", "required", "file is required");
  return { field, ...file };
}

export function leadFileHandlers(
  service: FormsService,
): Pick<ApiHandlers, "uploadLeadFile" | "deleteLeadFile" | "downloadLeadFile"> {
  const { db } = service;
  return {
    uploadLeadFile: async (request, reply) => {
      if (!service.isAllowed(request.ip))
        throw new ApiProblem(
          429,
          "rate_limited",
          "Too many uploads from this address: wait a minute and try again",
        );
      const form = await service.visibleForm(request, request.params.formId);
      const upload = await readLeadUpload(request, UPLOAD_CEILING_BYTES);
      const field = form.definition.fields.find(
        (f) => f.name === upload.field && f.type === "file",
      );
      if (!field)
        throw invalid(
          "/field",
          "enum",
          `This form has no file field "${upload.field.slice(0, 64)}"`,
        );
      const lang = form.definition.lang === "en" ? "en" : "ar";
      const sizeKb = field.rules?.size ?? DEFAULT_FILE_SIZE_KB;
      if (upload.data.length > sizeKb * 1024)
        throw new ApiProblem(413, "too_large", leadMessage("size", lang, field, sizeKb), [
          { pointer: "/file", rule: "size", message: leadMessage("size", lang, field, sizeKb) },
        ]);
      const detected = await fileTypeFromBuffer(upload.data);
      const accepted = field.accept ?? ["application/pdf", "image/jpeg", "image/png"];
      if (!detected || !(accepted as string[]).includes(detected.mime)) {
        const message =
          lang === "ar"
            ? `نوع الملف غير مقبول: الأنواع المقبولة ${accepted.join("، ")}`
            : `This kind of file is not accepted: ${accepted.join(", ")}`;
        throw new ApiProblem(415, "unsupported_media_type", message, [
          { pointer: "/file", rule: "type", message },
        ]);
      }
      const row = await storeLeadFile(db, {
        formId: form.id,
        field: field.name,
        name: upload.filename,
        mediaType: detected.mime,
        content: upload.data,
      });
      reply.code(201).header("cache-control", "no-store");
      return {
        data: {
          id: row.id,
          type: "lead_file" as const,
          attributes: {
            field: row.field,
            name: row.name,
            media_type: row.media_type,
            size: row.size,
          },
        },
      };
    },
    deleteLeadFile: async (request, reply) => {
      await deleteUnclaimedFile(db, request.params.formId, request.params.fileId);
      return reply.code(204).send();
    },
    downloadLeadFile: async (request, reply) => {
      const file = await leadFile(
        db,
        request.params.formId,
        request.params.leadId,
        request.params.fileId,
      );
      const name = shownName(file.name) || "file";
      const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
      return reply
        .header("content-type", file.media_type)
        .header(
          "content-disposition",
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(file.content);
    },
  };
}
