import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { isBlockTemplateKey } from "../../../generated/blocks.ts";
import { registerProblemHandler, sendError } from "../../http/problem.ts";
import { ALWAYS_OPEN, type ApiHandlers, registerApiRoutes } from "../../http/route-table.ts";

/** Where `npm run thumbnails` writes one PNG per block key. */
export const defaultThumbnailsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../generated/thumbnails",
);

const fileName = /^([a-z0-9-]+)\.png$/;

/** GET /blocks_thumbnails/{key}.png from a folder (the generated one, or another in tests). */
export function thumbnailHandlers(dir: string): Pick<ApiHandlers, "getBlockThumbnail"> {
  return {
    getBlockThumbnail: async (request, reply) => {
      const match = fileName.exec(request.params.file);
      const key = match?.[1];
      if (!key) {
        return sendError(
          reply,
          404,
          "not_found",
          `No block thumbnail named "${request.params.file}": names are a block key (a-z, 0-9, -) followed by .png`,
        );
      }
      if (!isBlockTemplateKey(key)) {
        return sendError(reply, 404, "not_found", `No block template "${key}"`);
      }
      let png: Buffer;
      try {
        png = await readFile(path.join(dir, `${key}.png`));
      } catch {
        return sendError(
          reply,
          404,
          "not_found",
          `The block "${key}" has no thumbnail yet (run npm run thumbnails)`,
        );
      }
      return reply
        .header("content-type", "image/png")
        .header("cache-control", "public, max-age=86400")
        .send(png);
    },
  };
}

/** The thumbnail route alone, from a folder: for a server without the rest of the API. */
export function registerThumbnailRoutesFrom(app: FastifyInstance, dir: string): void {
  registerProblemHandler(app);
  registerApiRoutes(app, thumbnailHandlers(dir), ALWAYS_OPEN);
}
