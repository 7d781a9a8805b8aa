import type { Json, JsonObject } from "./json.ts";

/** The catalogue's field types. Adding one fails compilation until every emitter handles it. */
export const fieldKinds = [
  "String",
  "Text",
  "Number",
  "Bool",
  "Select",
  "Image",
  "Link",
  "LinksCollection",
  "Icon",
  "Markdown",
  "Json",
  "DateRange",
  "Separator",
] as const;
export type FieldKind = (typeof fieldKinds)[number];

interface FieldBase {
  /** Property name in the stored instance (the catalogue's `symbol`). */
  symbol: string;
  label: string;
  description: string | null;
  default: Json | undefined;
  required: boolean;
  contentful: boolean;
  placeholder: string | null;
  tooltip: string | null;
  /** The dereferenced, normalised schema of the field. */
  schema: JsonObject;
}

interface SelectOption {
  label: string;
  value: string | number;
}

/** One field, tagged by kind with what that kind needs. */
export type FieldIR =
  | (FieldBase & { kind: "String"; maxLength: number | null })
  | (FieldBase & { kind: "Text"; maxLength: number | null })
  | (FieldBase & { kind: "Number"; minimum: number | null; maximum: number | null })
  | (FieldBase & { kind: "Bool" })
  | (FieldBase & {
      kind: "Select";
      options: SelectOption[];
      searchable: boolean;
      /** Options read by the editor from the API (x-options-source), besides the enum's. */
      optionsSource?: "forms" | "nameplates";
    })
  | (FieldBase & { kind: "Image"; withAlt: boolean; sizes: { w: number; h?: number }[] })
  | (FieldBase & { kind: "Link"; withoutIcon: boolean })
  | (FieldBase & { kind: "LinksCollection"; maxItems: number | null })
  | (FieldBase & { kind: "Icon"; icons: string[] })
  | (FieldBase & { kind: "Markdown"; language: "html" | "json"; isRawHtml: boolean })
  | (FieldBase & { kind: "Json"; subSchema: JsonObject })
  | (FieldBase & { kind: "DateRange" })
  | (FieldBase & { kind: "Separator"; big: boolean });

/**
 * What the page route loads on the server for a block before rendering it (`x-page-data`): the
 * stock listing, the stock carousel's vehicles, the retailers, the maps settings only, the news
 * list, the collection feed, the electric-vehicle programme's state, the model catalogue, the figures of the models a block names (`car_key`), the answer pictures a quiz names (`images_data_url`), the range data a range calculator names (`json_url`). One loader per kind serves every block that declares it.
 */
export const pageDataKinds = [
  "stock-listing",
  "stock-carousel",
  "retailers",
  "maps",
  "news",
  "collection-feed",
  "ev-preorder",
  "vehicle-catalogue",
  "model-figures",
  "quiz-images",
  "range-data",
] as const;
export type PageDataKind = (typeof pageDataKinds)[number];

/**
 * The market a block belongs to (`x-market`): "overseas", off outside the overseas market;
 * "mena", listing the MENA markets' dealers only.
 */
export const blockMarkets = ["overseas", "mena"] as const;
type BlockMarket = (typeof blockMarkets)[number];

/** A block template: schema metadata plus its block-level fields and one group's fields. */
export interface BlockIR {
  tag: "block";
  key: string;
  /** The catalogue's English name (`title`), the template entity's `name`. */
  name: string;
  /** The Arabic name editors read (`x-label`). */
  label: string;
  /** The Arabic description editors read in the catalogue (`x-description`); absent without one. */
  labelDescription?: string;
  description: string;
  group: string;
  listPriority: number;
  maxFieldGroups: number | null;
  /** False when the block takes no groups (groups.maxItems 0). */
  hasGroups: boolean;
  hidden: boolean;
  island: boolean;
  version: number;
  /** What the page route loads for the block before rendering (`x-page-data`), or null. */
  pageData: PageDataKind | null;
  /** The market the block belongs to (`x-market`), or null for every market. */
  market: BlockMarket | null;
  /** The block draws the maps service's map (`x-map`). */
  drawsMap: boolean;
  /** The block's groups' blocks_count own the blocks that follow it on the page (`x-tabs`). */
  ownsFollowingBlocks: boolean;
  /** The page-level FAB block (`x-page-fab`): its groups replace the admin's FAB items. */
  isPageFab: boolean;
  /**
   * Group fields that hold another block's groups, field symbol -> that block's key: a field
   * written as a `$ref` to `<key>.schema.json#/properties/groups`.
   */
  nestedGroups: Record<string, string>;
  fields: FieldIR[];
  groupFields: FieldIR[];
  examples: JsonObject[];
  /** Source file relative to the project root. */
  file: string;
  id: string;
  /**
   * The component folder under site/blocks: `x-component` when the block shares one with other
   * blocks, else typePrefix.
   */
  componentName: string;
  /** The block names its component with `x-component` (a component several blocks share). */
  declaresComponent: boolean;
  /** PascalCase of the key without its prefix: the prefix of the block's generated types. */
  typePrefix: string;
  typeName: string;
  /** Normalised, dereferenced schema: what the validator enforces. */
  schema: JsonObject;
}

/** A settings namespace: each property is one settings key, its value a string. */
export interface SettingsIR {
  tag: "settings";
  namespace: string;
  title: string;
  file: string;
  id: string;
  typeName: string;
  /** isServerOnly: x-server-only, a key visitors are never served (GET /settings leaves it out). */
  /**
   * egress: the JSON pointers, in the key's parsed value, of the URLs the server requests
   * (x-egress; "" the value itself, "*" any array item).
   */
  keys: (FieldIR & {
    key: string;
    jsonSchema: JsonObject | null;
    isServerOnly: boolean;
    egress: string[];
  })[];
  schema: JsonObject;
}

/** An API body or stored entity (Page, Setting, content document). */
export interface EntityIR {
  tag: "entity";
  name: string;
  title: string;
  file: string;
  id: string;
  typeName: string;
  schema: JsonObject;
}

export interface IR {
  blocks: BlockIR[];
  settings: SettingsIR[];
  entities: EntityIR[];
}

export function pascalCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join("");
}

/** HTTP methods a route of the contract may use. */
export const httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type HttpMethod = (typeof httpMethods)[number];

/**
 * One route of the API contract (schemas/api/routes.json): its method and Fastify URL, the
 * permission it needs ("public", "signed_in", or permission names), and the entity schemas of its
 * params, query, body and replies (null for a reply without a JSON body: 204, 302, a picture).
 */
export interface RouteIR {
  tag: "route";
  operationId: string;
  method: HttpMethod;
  /** Fastify syntax: /api/cms/pages/:id, a trailing * for the rest of the path. */
  url: string;
  /** The OpenAPI path: /api/cms/pages/{id}, {path} for the wildcard. */
  openApiPath: string;
  permission: string[];
  summary: string;
  group: string;
  params: EntityIR | null;
  query: EntityIR | null;
  /** Request headers the route requires (an Idempotency-Key), checked like params and query. */
  headers: EntityIR | null;
  body: EntityIR | null;
  /** Set when the body is not JSON (a multipart upload). */
  bodyType: "json" | "multipart";
  /** What a successful reply carries, when not JSON (image/*). */
  produces: string | null;
  /** Status code -> the reply's entity, or null for no JSON body. */
  replies: { status: number; entity: EntityIR | null }[];
  /**
   * The refusals (4xx) this route gives beyond those its shape implies (its params, body and
   * permission): status -> when, e.g. 409 for a taken e-mail, 429 past a rate limit.
   */
  errors: { status: number; description: string }[];
}

/** The API contract: every route, and the entity of the one error body. */
export interface ApiIR {
  routes: RouteIR[];
  problem: EntityIR;
}
