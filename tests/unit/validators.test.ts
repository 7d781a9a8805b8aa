import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ErrorObject } from "ajv";
import { describe, expect, it } from "vitest";
import type { BlockTemplateKey } from "../../generated/types.ts";
import { blockValidators, settingsValidators } from "../../generated/validate.ts";
import { isObject, type JsonObject } from "../../generator/json.ts";
import { settingsNamespaces } from "../helpers/settings-namespaces.ts";

/* The generated validators: examples pass, defaults are filled in place, broken data is rejected
 * with the JSON pointer and keyword of what broke. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const blocksDir = path.join(root, "schemas/blocks");

function readSchema(key: string): JsonObject {
  const json: unknown = JSON.parse(
    readFileSync(path.join(blocksDir, `${key}.schema.json`), "utf8"),
  );
  if (!isObject(json)) throw new Error(`${key}: schema is not an object`);
  return json;
}

const blockKeys = Object.keys(blockValidators) as BlockTemplateKey[];

/** Validates a copy (validators fill defaults in place); returns the copy and the errors. */
function validateBlock(
  key: BlockTemplateKey,
  data: unknown,
): { ok: boolean; data: unknown; errors: ErrorObject[] } {
  const copy: unknown = structuredClone(data);
  const validate = blockValidators[key];
  const ok = validate(copy);
  return { ok, data: copy, errors: validate.errors ?? [] };
}

describe("block validators and schemas", () => {
  it("there is one validator per block schema file", () => {
    const files = readdirSync(blocksDir)
      .filter((n) => n.endsWith(".schema.json"))
      .map((n) => n.replace(/\.schema\.json$/, ""))
      .sort();
    expect([...blockKeys].sort()).toEqual(files);
  });

  const examples = blockKeys.flatMap((key) => {
    const list = readSchema(key).examples;
    return (Array.isArray(list) ? list : []).map((example, i) => ({ key, i, example }));
  });

  it.each(blockKeys)("%s has examples", (key) => {
    expect(examples.filter((e) => e.key === key).length).toBeGreaterThan(0);
  });

  it.each(examples)("$key example $i validates", ({ key, example }) => {
    const { ok, errors } = validateBlock(key, example);
    expect(errors).toEqual([]);
    expect(ok).toBe(true);
  });

  it.each(examples)("$key example $i keeps its own values", ({ key, example }) => {
    const { data } = validateBlock(key, example);
    expect(data).toMatchObject(example as object);
  });
});

describe("validators fill defaults", () => {
  it("quote: every optional field gets its default", () => {
    const { ok, data } = validateBlock("lrdx-quote", {
      template: "lrdx-quote",
      fields: { quote: "x" },
      groups: [],
    });
    expect(ok).toBe(true);
    expect(data).toEqual({
      template: "lrdx-quote",
      fields: {
        quote: "x",
        block_scroll_id: "",
        section_class: "center",
        justify_text: false,
        author: "",
        author_position: "",
        padding_grid_class: "",
        border_grid_class: "no-border",
      },
      groups: [],
    });
  });

  it("fills in place: the validated object itself carries the defaults", () => {
    const block = { template: "lrdx-quote", fields: { quote: "x" }, groups: [] };
    expect(blockValidators["lrdx-quote"](block)).toBe(true);
    expect(block.fields).toMatchObject({
      section_class: "center",
      border_grid_class: "no-border",
      block_scroll_id: "",
    });
  });

  it.each([
    {
      name: "hero: the shared header defaults (H2, xl), images default to the catalogue image",
      key: "lrdx-hero-title-banner" as const,
      data: { template: "lrdx-hero-title-banner", fields: {}, groups: [] },
      want: {
        fields: {
          header_tag: 2,
          header_size: "xl",
          "rdx-image": { id: 24735 },
          "rdx-buttons": [],
          is_reversed: false,
          box_color: "white-theme",
        },
      },
    },
    {
      name: "accordion: group fields get defaults, block fields too",
      key: "lrdx-accordion" as const,
      data: { template: "lrdx-accordion", fields: {}, groups: [{ accordion_title: "Q" }] },
      want: {
        fields: { header_tag: 2, border_between_groups: true, has_schema: false, heading: "" },
        groups: [{ accordion_title: "Q", accordion_content: "" }],
      },
    },
    {
      name: "links inside a collection get the Link defaults",
      key: "lrdx-hero-title-banner" as const,
      data: {
        template: "lrdx-hero-title-banner",
        fields: { "rdx-buttons": [{ link_text: "Go", url: "/go" }] },
        groups: [],
      },
      want: {
        fields: {
          "rdx-buttons": [
            { link_text: "Go", url: "/go", type: "internal", target: "_self", ui_type: "primary" },
          ],
        },
      },
    },
  ])("$name", ({ key, data, want }) => {
    const result = validateBlock(key, data);
    expect(result.errors).toEqual([]);
    expect(result.data).toMatchObject(want);
  });
});

const quoteWith = (fields: Record<string, unknown>) => ({
  template: "lrdx-quote",
  fields: { quote: "x", ...fields },
  groups: [],
});

describe("broken instances are rejected where they break", () => {
  it.each([
    {
      name: "wrong type",
      key: "lrdx-quote" as const,
      data: quoteWith({ justify_text: "yes" }),
      instancePath: "/fields/justify_text",
      keyword: "type",
    },
    {
      name: "enum value out of the list",
      key: "lrdx-quote" as const,
      data: quoteWith({ section_class: "middle" }),
      instancePath: "/fields/section_class",
      keyword: "enum",
    },
    {
      name: "over maxLength",
      key: "lrdx-quote" as const,
      data: quoteWith({ author: "x".repeat(121) }),
      instancePath: "/fields/author",
      keyword: "maxLength",
    },
    {
      name: "under minLength",
      key: "lrdx-quote" as const,
      data: quoteWith({ quote: "" }),
      instancePath: "/fields/quote",
      keyword: "minLength",
    },
    {
      name: "pattern (scroll id with a space)",
      key: "lrdx-quote" as const,
      data: quoteWith({ block_scroll_id: "my anchor" }),
      instancePath: "/fields/block_scroll_id",
      keyword: "pattern",
    },
    {
      name: "unknown property",
      key: "lrdx-quote" as const,
      data: quoteWith({ colour: "red" }),
      instancePath: "/fields",
      keyword: "additionalProperties",
      params: { additionalProperty: "colour" },
    },
    {
      name: "missing required block field",
      key: "lrdx-quote" as const,
      data: { template: "lrdx-quote", fields: {}, groups: [] },
      instancePath: "/fields",
      keyword: "required",
      params: { missingProperty: "quote" },
    },
    {
      name: "template of another block",
      key: "lrdx-quote" as const,
      data: { template: "lrdx-accordion", fields: { quote: "x" }, groups: [] },
      instancePath: "/template",
      keyword: "const",
    },
    {
      name: "groups on a block without groups",
      key: "lrdx-quote" as const,
      data: { template: "lrdx-quote", fields: { quote: "x" }, groups: [{}] },
      instancePath: "/groups",
      keyword: "maxItems",
    },
    {
      name: "groups over the cap (accordion 31 groups)",
      key: "lrdx-accordion" as const,
      data: {
        template: "lrdx-accordion",
        fields: {},
        groups: Array.from({ length: 31 }, (_, i) => ({ accordion_title: `Q${i}` })),
      },
      instancePath: "/groups",
      keyword: "maxItems",
      params: { limit: 30 },
    },
    {
      name: "missing required group field",
      key: "lrdx-accordion" as const,
      data: { template: "lrdx-accordion", fields: {}, groups: [{}] },
      instancePath: "/groups/0",
      keyword: "required",
      params: { missingProperty: "accordion_title" },
    },
    {
      name: "Json sub-schema: hotspot x over 100",
      key: "lrdx-hotspots-container" as const,
      data: {
        template: "lrdx-hotspots-container",
        fields: { hotspots: [{ x: 101, y: 50, group: 1, label: "A" }] },
        groups: [],
      },
      instancePath: "/fields/hotspots/0/x",
      keyword: "maximum",
    },
    {
      name: "Json sub-schema: hotspot without label",
      key: "lrdx-hotspots-container" as const,
      data: {
        template: "lrdx-hotspots-container",
        fields: { hotspots: [{ x: 1, y: 50, group: 1 }] },
        groups: [],
      },
      instancePath: "/fields/hotspots/0",
      keyword: "required",
      params: { missingProperty: "label" },
    },
    {
      name: "Json sub-schema: over 20 hotspots",
      key: "lrdx-hotspots-container" as const,
      data: {
        template: "lrdx-hotspots-container",
        fields: {
          hotspots: Array.from({ length: 21 }, () => ({ x: 1, y: 1, group: 1, label: "A" })),
        },
        groups: [],
      },
      instancePath: "/fields/hotspots",
      keyword: "maxItems",
    },
    {
      name: "bad Link enum inside rdx-buttons",
      key: "lrdx-hero-title-banner" as const,
      data: {
        template: "lrdx-hero-title-banner",
        fields: { "rdx-buttons": [{ link_text: "Go", ui_type: "ghost" }] },
        groups: [],
      },
      instancePath: "/fields/rdx-buttons/0/ui_type",
      keyword: "enum",
    },
    {
      name: "rdx-buttons over the block's refined maxItems (2)",
      key: "lrdx-hero-title-banner" as const,
      data: {
        template: "lrdx-hero-title-banner",
        fields: { "rdx-buttons": [{}, {}, {}] },
        groups: [],
      },
      instancePath: "/fields/rdx-buttons",
      keyword: "maxItems",
      params: { limit: 2 },
    },
    {
      name: "Image without id",
      key: "lrdx-hero-title-banner" as const,
      data: { template: "lrdx-hero-title-banner", fields: { "rdx-image": {} }, groups: [] },
      instancePath: "/fields/rdx-image",
      keyword: "required",
      params: { missingProperty: "id" },
    },
    {
      name: "numeric Select given a string",
      key: "lrdx-hero-title-banner" as const,
      data: { template: "lrdx-hero-title-banner", fields: { header_tag: "1" }, groups: [] },
      instancePath: "/fields/header_tag",
      keyword: "enum",
    },
  ])("$name → $instancePath $keyword", ({ key, data, instancePath, keyword, params }) => {
    const { ok, errors } = validateBlock(key, data);
    expect(ok).toBe(false);
    expect(errors).toContainEqual(
      expect.objectContaining({
        instancePath,
        keyword,
        ...(params ? { params: expect.objectContaining(params) } : {}),
      }),
    );
  });

  it.each([
    { name: "not an object", data: "lrdx-quote" },
    { name: "null", data: null },
    { name: "no fields", data: { template: "lrdx-quote", groups: [] } },
  ])("quote rejects $name", ({ data }) => {
    expect(validateBlock("lrdx-quote", data).ok).toBe(false);
  });
});

describe("settings validators", () => {
  it("has a validator per settings namespace: one for each schema in schemas/settings/", () => {
    expect(Object.keys(settingsValidators).sort()).toEqual(settingsNamespaces());
    expect(Object.keys(settingsValidators)).toEqual(
      expect.arrayContaining(["general", "cookie_consent", "navigation", "price"]),
    );
  });

  it.each([
    { namespace: "search", data: { "search.popup.enabled": "true" } },
    { namespace: "search", data: {} },
    { namespace: "general", data: { "general.app_name": "الوكيل", "general.404_page": "<p/>" } },
    {
      namespace: "general",
      data: {
        "general.footer.content.top_footer": [
          {
            rows: [{ heading: "Models", items: [{ label: "Defender", url: "/models/defender" }] }],
          },
        ],
      },
    },
  ])("$namespace accepts $data", ({ namespace, data }) => {
    const validate = settingsValidators[namespace];
    expect(validate?.(structuredClone(data))).toBe(true);
  });

  it("general: a JSON setting is checked against its parsed shape and gets defaults", () => {
    const validate = settingsValidators.general;
    const data = {
      "general.footer.content.top_footer": [
        { rows: [{ heading: "Models", items: [{ label: "A", url: "/" }] }] },
      ],
    };
    expect(validate?.(data)).toBe(true);
    expect(data["general.footer.content.top_footer"][0]?.rows[0]?.items[0]).toMatchObject({
      label: "A",
      url: "/",
      target: "_self",
    });
    expect(validate?.({ "general.footer.content.top_footer": [{ heading: "Models" }] })).toBe(
      false,
    );
    expect(validate?.errors).toContainEqual(
      expect.objectContaining({
        instancePath: "/general.footer.content.top_footer/0",
        keyword: "required",
      }),
    );
  });

  it("search: a value that is not a string is rejected", () => {
    const validate = settingsValidators.search;
    expect(validate?.({ "search.popup.enabled": true })).toBe(false);
    expect(validate?.errors).toContainEqual(
      expect.objectContaining({ instancePath: "/search.popup.enabled", keyword: "type" }),
    );
  });

  // Each settings key keeps its own enum, maxLength and pattern, not only "is a string".
  it.each([
    {
      name: "search: enum value out of the list",
      namespace: "search",
      data: { "search.popup.enabled": "maybe" },
      instancePath: "/search.popup.enabled",
      keyword: "enum",
    },
    {
      name: "general: over maxLength",
      namespace: "general",
      data: { "general.app_name": "x".repeat(121) },
      instancePath: "/general.app_name",
      keyword: "maxLength",
    },
  ])("$name", ({ namespace, data, instancePath, keyword }) => {
    const validate = settingsValidators[namespace];
    expect(validate?.(data)).toBe(false);
    expect(validate?.errors).toContainEqual(expect.objectContaining({ instancePath, keyword }));
  });
});
