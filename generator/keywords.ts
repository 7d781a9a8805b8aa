/**
 * The editor keywords a schema may carry beside standard JSON Schema. Validators ignore them;
 * the generator reads them into the IR. schemas/README.md documents each for schema authors.
 */
const editorKeywords = {
  /** Template key of a block, `{prefix}-name`; also the file name. */
  "x-key": "block",
  /**
   * The block's Arabic name, what editors read in the catalogue and the block list. The `title`
   * stays the catalogue's English name (the template entity's `name`).
   */
  "x-label": "block",
  /**
   * The block's Arabic description, what editors read under its name in the catalogue (and
   * search). The `description` stays the English account of the block for its developers.
   */
  "x-description": "block",
  /** Catalogue group: Content, Advanced, Specials, Mena, APO, Other, Hero, Retailers, Schema, Stock Locator, EIRO. */
  "x-group": "block",
  /** Catalogue order inside the group (lower first). */
  "x-list-priority": "block",
  /** The catalogue's max_field_groups; equals properties.groups.maxItems. */
  "x-max-field-groups": "block",
  /** Hidden from the editor's catalogue. */
  "x-hidden": "block",
  /** The block hydrates on the client; every other block ships no JavaScript. */
  "x-island": "block",
  /** Schema version; a breaking change bumps it and ships a migration. */
  "x-version": "block",
  /**
   * What the page route loads on the server for the block before rendering: "stock-listing",
   * "stock-carousel", "retailers", "maps" (the maps settings only), "news", "collection-feed", "ev-preorder", "vehicle-catalogue", "model-figures", "quiz-images", "range-data".
   * One loader per kind serves every block that declares it (generated `pageData`).
   */
  "x-page-data": "block",
  /**
   * The market the block belongs to: "overseas" (off outside the overseas market) or "mena"
   * (lists the MENA markets' dealers only). Absent: every market (generated `market`).
   */
  "x-market": "block",
  /** `true`: the block draws the maps service's map, so the page allows it (generated `drawsMap`). */
  "x-map": "block",
  /**
   * `true`: each group's `blocks_count` owns that many of the blocks that follow on the page (tab
   * panels). Refused on a block whose groups have no `blocks_count` (generated `ownsFollowingBlocks`).
   */
  "x-tabs": "block",
  /** `true`: the page-level FAB block; its groups replace the admin's FAB items (generated `isPageFab`). */
  "x-page-fab": "block",
  /**
   * The component folder under site/blocks that renders the block when several blocks share one
   * (the hire-purchase calculators); its props are `BlockProps<<Name>TemplateKey>`, the union of
   * the keys naming it. Absent: the key without its prefix, PascalCased.
   */
  "x-component": "block",
  /** The field kind: String, Text, Number, Bool, Select, Image, Link, LinksCollection, Icon, Markdown, Json, DateRange, Separator. */
  "x-field": "field",
  /** Translatable text (the catalogue's `contentful`). */
  "x-contentful": "field",
  /** Labels of a Select's enum values, in the same order. */
  "x-enum-labels": "field",
  /** A Select the editor can search. */
  "x-searchable": "field",
  /** A Select whose options the editor reads from the API (forms: GET /forms), not from an enum. */
  "x-options-source": "field",
  /** An Image field that asks for alternative text. */
  "x-with-alt": "field",
  /** An Image field's variants, [{w, h}], made by the media library. */
  "x-sizes": "field",
  /** A Markdown field's language: html or json. */
  "x-language": "field",
  /** A Markdown html field kept as written (HTML Box): scripts allowed, a capability of admins. */
  "x-raw-html": "field",
  /** A Link or Icon field without the icon picker. */
  "x-without-icon": "field",
  /** Placeholder text of the editor input. */
  "x-placeholder": "field",
  /** Tooltip beside the editor label. */
  "x-tooltip": "field",
  /** Settings: the namespace (key prefix) a settings schema covers. */
  "x-namespace": "settings",
  /** Settings: the value is JSON held as a string; its parsed shape is this keyword's schema. */
  "x-json": "settings",
  /** Settings: read by the server only, never served to visitors (left out of GET /settings). */
  "x-server-only": "settings",
  /**
   * Settings: `true` on a URL the server itself requests (on a key, or on a property of its
   * x-json shape): writing it is refused unless it is http(s) and public or allow-listed
   * (runtime/adapters/egress.ts, security.egress_allowed_hosts).
   */
  "x-egress": "settings",
} as const;

type EditorKeyword = keyof typeof editorKeywords;
export const editorKeywordNames = Object.keys(editorKeywords) as EditorKeyword[];
