import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { blockFormSchemas, settingsFormSchemas } from "../../generated/form-schemas.ts";
import {
  blockValidators,
  settingsValidators,
  validatePage,
  validatePageCreate,
} from "../../generated/validate.ts";
import { valueRulePatterns } from "../../generated/value-rules.ts";
import { customFormats, isTimeZone } from "../../generator/formats.ts";
import {
  isTimeZone as isSiteTimeZone,
  mergeSettings,
  siteTimeZone,
} from "../../runtime/core/settings.ts";
import { problemsFromAjv, ruleMessage } from "../../runtime/core/validation-messages.ts";

/* The value rules of schemas/shared/value-rules.schema.json, through the generated validators:
 * safe URLs (item 9), bounded image ids, and the site time zone (item 8). */

const validateGeneralSettings = settingsValidators.general;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const refused = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "JAVASCRIPT:alert(1)",
  " javascript:alert(1)",
  "   javascript:alert(1)",
  "\tjavascript:alert(1)",
  "\njavascript:alert(1)",
  "\u0000javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "java\rscript:alert(1)",
  "javascript&colon;alert(1)".replace("&colon;", ":"),
  "data:text/html,<script>alert(1)</script>",
  "DATA:image/svg+xml;base64,PHN2Zz4=",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "//evil.example",
  "//evil.example/path",
  " //evil.example",
  "\\\\evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "https://example.com/\u0007",
  "http:",
  "https://",
  "mailto:",
  "a:b",
];

const allowed = [
  "",
  " ",
  "/",
  "/models/defender",
  "/models/defender?trim=x#specs",
  "/عروض/الصيف",
  "#anchor",
  "?query=1",
  "./winter",
  "../owners",
  "offers",
  "offers/summer",
  "  /models  ",
  "https://example.com",
  "HTTPS://EXAMPLE.COM/A",
  "http://example.com/brochure.pdf",
  "mailto:sales@example.com?subject=Defender",
  "tel:+97140000000",
  "TEL:800-4000",
];

const link = (url: string) => ({
  template: "lrdx-sign-post",
  fields: { "rdx-links": [{ link_text: "رابط", url, type: "external" }] },
  groups: [],
});

/** The errors of a sign-post block whose first link goes to `url`. */
function blockErrors(url: string) {
  const validate = blockValidators["lrdx-sign-post"];
  return validate(structuredClone(link(url))) ? [] : (validate.errors ?? []);
}

describe("safe URLs", () => {
  it.each(refused.map((u) => [JSON.stringify(u), u]))("a block link %s is refused", (_n, url) => {
    const errors = blockErrors(url);
    expect(errors).toContainEqual(
      expect.objectContaining({ instancePath: "/fields/rdx-links/0/url", keyword: "pattern" }),
    );
  });

  it.each(allowed.map((u) => [JSON.stringify(u), u]))("a block link %s is kept", (_n, url) => {
    expect(blockErrors(url)).toEqual([]);
  });

  it.each(["canonical_url", "external_meta_image", "to", "redirect_path"])(
    "the page field %s follows the same rule, and stays nullable",
    (field) => {
      for (const url of refused)
        expect(validatePage({ path: "x", title: "س", [field]: url }), JSON.stringify(url)).toBe(
          false,
        );
      for (const url of allowed)
        expect(validatePage({ path: "x", title: "س", [field]: url }), JSON.stringify(url)).toBe(
          true,
        );
      expect(validatePage({ path: "x", title: "س", [field]: null })).toBe(true);
      expect(validatePageCreate({ path: "x", title: "س", [field]: "javascript:x" })).toBe(false);
      expect(validatePageCreate({ path: "x", title: "س", [field]: null })).toBe(true);
    },
  );

  it("settings follow it too: the media library origin and the footer links", () => {
    expect(validateGeneralSettings({ "general.media_library_url": "javascript:x" })).toBe(false);
    expect(
      validateGeneralSettings({ "general.media_library_url": "https://media.example.com" }),
    ).toBe(true);
    const footer = (url: string) => ({
      "general.footer.content.top_footer": [
        { rows: [{ heading: "روابط", items: [{ label: "ر", url }] }] },
      ],
    });
    expect(validateGeneralSettings(footer("data:text/html,x"))).toBe(false);
    expect(validateGeneralSettings(footer("/contact-us"))).toBe(true);
  });

  it("is one rule: every URL-valued field carries the value-rules pattern", () => {
    const pattern = valueRulePatterns["safe-url"];
    const shared = JSON.parse(
      readFileSync(path.join(root, "schemas/shared/value-rules.schema.json"), "utf8"),
    );
    expect(shared.$defs["safe-url"].pattern).toBe(pattern);
    // No other pattern in the schemas mentions a scheme, so there is no second URL rule to drift.
    const files = ["shared", "blocks", "settings", "entities"].flatMap((kind) =>
      readdirSync(path.join(root, "schemas", kind))
        .filter((n) => n.endsWith(".schema.json") && n !== "value-rules.schema.json")
        .map((n) => path.join(root, "schemas", kind, n)),
    );
    const refs = files
      .map((f) => readFileSync(f, "utf8"))
      .join("\n")
      .match(/value-rules\.schema\.json#\/\$defs\/safe-url/g);
    // At least: the Link's url; the page's canonical_url, external_meta_image, to and
    // redirect_path, the same four on create and on patch, canonical_url on a draft; the media
    // library origin; footer links (and every URL setting and entity added since).
    expect(refs?.length).toBeGreaterThanOrEqual(16);
    const formUrl = JSON.stringify(blockFormSchemas["lrdx-sign-post"]);
    expect(formUrl).toContain(JSON.stringify(pattern));
    expect(JSON.stringify(settingsFormSchemas.general)).toContain(JSON.stringify(pattern));
  });

  it("its refusal is worded by the message table, naming the field", () => {
    const problems = problemsFromAjv(blockErrors("javascript:alert(1)"), {
      properties: {
        fields: {
          properties: { "rdx-links": { title: "الروابط", items: { properties: {} } } },
        },
      },
    });
    const wording = ruleMessage("pattern", { pattern: valueRulePatterns["safe-url"] });
    expect(wording).not.toBe(ruleMessage("pattern", { pattern: "^x$" }));
    expect(wording).toMatch(/[\u0600-\u06FF]/);
    expect(problems).toEqual([
      { pointer: "/fields/rdx-links/0/url", message: `الروابط 1 — الرابط: ${wording}` },
    ]);
  });
});

describe("image ids", () => {
  const hero = (id: number) => ({
    template: "lrdx-hero-title-banner",
    fields: { "rdx-image": { id } },
    groups: [],
  });

  it("a block image id is 1 to 2147483647", () => {
    const validate = blockValidators["lrdx-hero-title-banner"];
    expect(validate(hero(2147483647))).toBe(true);
    expect(validate(hero(2147483648))).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({
      instancePath: "/fields/rdx-image/id",
      keyword: "maximum",
    });
    expect(validate(hero(0))).toBe(false);
  });

  it("a page's share image id is 1 to 2147483647, or null", () => {
    expect(validatePage({ path: "x", title: "س", image_id: 2147483647 })).toBe(true);
    expect(validatePage({ path: "x", title: "س", image_id: null })).toBe(true);
    expect(validatePage({ path: "x", title: "س", image_id: 2 ** 31 })).toBe(false);
    expect(validatePageCreate({ path: "x", title: "س", image_id: 2 ** 31 })).toBe(false);
  });
});

describe("the site time zone", () => {
  it.each(["Asia/Dubai", "Europe/London", "UTC", "Etc/GMT+4", "America/Argentina/Buenos_Aires"])(
    "%s is accepted",
    (zone) => {
      expect(validateGeneralSettings({ "general.site_timezone": zone })).toBe(true);
    },
  );

  it.each(["Mars/Olympus", "Dubai", "", " Asia/Dubai", "Asia/Dubai; DROP", "+25:00"])(
    "%j is refused with the table's wording",
    (zone) => {
      expect(validateGeneralSettings({ "general.site_timezone": zone })).toBe(false);
      const error = validateGeneralSettings.errors?.[0];
      expect(error).toMatchObject({ keyword: "format", params: { format: "time-zone" } });
      expect(ruleMessage("format", error?.params ?? {})).toContain("Asia/Dubai");
    },
  );

  it("the standalone validators carry the generator's check, which answers the same", () => {
    const source = readFileSync(path.join(root, "generated/validators.js"), "utf8");
    expect(source).toContain(customFormats["time-zone"]?.source);
    for (const zone of ["Asia/Dubai", "utc", "Mars/Olympus", "", "Asia/Riyadh "]) {
      expect(validateGeneralSettings({ "general.site_timezone": zone }), zone).toBe(
        isTimeZone(zone),
      );
      // The run-time fallback (runtime/core/settings.ts) asks the same question.
      expect(isSiteTimeZone(zone), zone).toBe(isTimeZone(zone));
    }
  });

  it("a stored zone that is not one falls back to Asia/Dubai with a warning", () => {
    const log = vi.fn();
    const map = (zone: string) =>
      mergeSettings({}, [{ key: "general.site_timezone", value: zone }]);
    expect(siteTimeZone(map("Europe/London"), log)).toBe("Europe/London");
    expect(siteTimeZone(map(""), log)).toBe("Asia/Dubai");
    expect(log).not.toHaveBeenCalled();
    expect(siteTimeZone(map("Mars/Olympus"), log)).toBe("Asia/Dubai");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("Mars/Olympus"));
  });
});
