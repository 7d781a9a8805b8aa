import type { Db } from "../../db/client.ts";
import { type ApiHandlers, actorOf } from "../../http/route-table.ts";
import {
  createLocationRow,
  deleteLocationRow,
  listLocationRows,
  locationResource,
  updateLocationRow,
} from "../dealers/index.ts";

/** The forms service's locations (/locations): what a locations select offers, and their admin. */
export function locationHandlers(
  db: Db,
): Pick<ApiHandlers, "listLocations" | "createLocation" | "updateLocation" | "deleteLocation"> {
  return {
    listLocations: async (_request, reply) => {
      reply.header("cache-control", "public, max-age=0, s-maxage=60");
      return { data: (await listLocationRows(db)).map(locationResource) };
    },
    createLocation: async (request, reply) => {
      const row = await createLocationRow(db, actorOf(request), request.body.data.attributes);
      reply.code(201);
      return { data: locationResource(row) };
    },
    updateLocation: async (request) => ({
      data: locationResource(
        await updateLocationRow(
          db,
          actorOf(request),
          request.params.id,
          request.body.data.attributes,
        ),
      ),
    }),
    deleteLocation: async (request, reply) => {
      await deleteLocationRow(db, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  };
}
