/**
 * The model catalogue's calls: GET /api/admin/catalogue (everything at once), POST, PUT and
 * DELETE of each kind under /api/admin/catalogue/{brands|body_styles|nameplates|models|engines},
 * and a nameplate's or model's specification sheet through PUT /api/admin/model_specs/{key}.
 */
import type {
  CatalogueEngineBody,
  CatalogueModelBody,
  CatalogueNamedBody,
  CatalogueNameplateBody,
  ModelSpecValues,
} from "../../../generated/types.ts";
import { call } from "../../api.ts";
import type { Catalogue, Kind, NamedList } from "./catalogue-logic.ts";

export const CATALOGUE_KEY = ["admin", "catalogue"] as const;

export const fetchCatalogue = (): Promise<Catalogue> =>
  call("getAdminCatalogue").then((r) => r.data);

/** Adds (id null) or replaces a brand or a body style. */
export function saveNamed(list: NamedList, id: number | null, body: CatalogueNamedBody) {
  if (list === "brands")
    return id === null
      ? call("createCatalogueBrand", { body })
      : call("updateCatalogueBrand", { params: { id }, body });
  return id === null
    ? call("createCatalogueBodyStyle", { body })
    : call("updateCatalogueBodyStyle", { params: { id }, body });
}

export const saveNameplate = (id: number | null, body: CatalogueNameplateBody) =>
  id === null
    ? call("createCatalogueNameplate", { body })
    : call("updateCatalogueNameplate", { params: { id }, body });

export const saveModel = (id: number | null, body: CatalogueModelBody) =>
  id === null
    ? call("createCatalogueModel", { body })
    : call("updateCatalogueModel", { params: { id }, body });

export const saveEngine = (id: number | null, body: CatalogueEngineBody) =>
  id === null
    ? call("createCatalogueEngine", { body })
    : call("updateCatalogueEngine", { params: { id }, body });

/** Deletes a row of a kind (409 in_use while something still uses it). */
export function deleteRow(kind: Kind, id: number): Promise<unknown> {
  const params = { id };
  switch (kind) {
    case "brands":
      return call("deleteCatalogueBrand", { params });
    case "body_styles":
      return call("deleteCatalogueBodyStyle", { params });
    case "nameplates":
      return call("deleteCatalogueNameplate", { params });
    case "models":
      return call("deleteCatalogueModel", { params });
    case "engines":
      return call("deleteCatalogueEngine", { params });
  }
}

/** Replaces a specification sheet whole (a nameplate's by its code, a model's by its key). */
export const saveSheet = (key: string, specs: ModelSpecValues) =>
  call("putModelSpec", { params: { modelKey: key }, body: { specs } });
