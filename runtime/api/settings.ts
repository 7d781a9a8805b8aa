import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { listSettings } from "../db/repo.ts";

/** GET /settings: every stored setting as a JSON:API resource; clients flatten to {id, key, value}. */
export function registerSettingsRoutes(app: FastifyInstance, db: Db): void {
  app.get("/settings", async () => {
    const rows = await listSettings(db);
    return {
      data: rows.map((s) => ({
        id: String(s.id),
        type: "setting",
        attributes: { key: s.key, value: s.value },
      })),
    };
  });
}
