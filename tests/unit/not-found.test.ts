import { describe, expect, it, vi } from "vitest";
import { decideNotFoundView, type NotFoundView } from "../../runtime/core/not-found.ts";

const DEFAULTS = {
  heading: "Page not found",
  paragraph:
    "We’re sorry, the page you requested cannot be found. Follow the link to access the home page or to further browse through our website.",
  buttonLabel: "Back to home",
};

function hero(overrides: Partial<Extract<NotFoundView, { variant: "hero" }>> = {}): NotFoundView {
  return {
    variant: "hero",
    heading: DEFAULTS.heading,
    imageId: 101327,
    paragraph: DEFAULTS.paragraph,
    buttonLabel: DEFAULTS.buttonLabel,
    href: "/",
    ...overrides,
  };
}

function decide(setting: string | undefined, theme: string) {
  const log = vi.fn((_message: string) => {});
  const view = decideNotFoundView({ setting, theme, defaults: DEFAULTS, log });
  return { view, log };
}

describe("decideNotFoundView", () => {
  it.each([
    {
      name: "lrdx with HTML",
      setting: "<h1>عذراً</h1><p>الصفحة غير موجودة</p>",
      theme: "lrdx",
      want: { variant: "html", html: "<h1>عذراً</h1><p>الصفحة غير موجودة</p>" },
    },
    {
      name: "lrdx with HTML, surrounding whitespace trimmed",
      setting: "\n  <p>x</p>\n",
      theme: "lrdx",
      want: { variant: "html", html: "<p>x</p>" },
    },
    {
      name: "lrdx with plain text is still the editor's HTML",
      setting: "Sorry",
      theme: "lrdx",
      want: { variant: "html", html: "Sorry" },
    },
    {
      name: "lrdx without setting",
      setting: undefined,
      theme: "lrdx",
      want: { variant: "static-text" },
    },
    {
      name: "lrdx with empty setting",
      setting: "",
      theme: "lrdx",
      want: { variant: "static-text" },
    },
    {
      name: "lrdx with blank setting",
      setting: "  \n",
      theme: "lrdx",
      want: { variant: "static-text" },
    },
    { name: "jdx without setting", setting: undefined, theme: "jdx", want: hero() },
    { name: "other theme without setting", setting: undefined, theme: "x", want: hero() },
    { name: "jdx ignores HTML", setting: "<p>custom</p>", theme: "jdx", want: hero() },
    {
      name: "JSON overrides on jdx",
      setting: JSON.stringify({
        heading: "H",
        image_id: 55,
        paragraph: "P",
        button_label: "B",
      }),
      theme: "jdx",
      want: hero({ heading: "H", imageId: 55, paragraph: "P", buttonLabel: "B" }),
    },
    {
      name: "JSON overrides turn lrdx into the hero",
      setting: JSON.stringify({ heading: "عنوان" }),
      theme: "lrdx",
      want: hero({ heading: "عنوان" }),
    },
    { name: "empty JSON object still picks the hero", setting: "{}", theme: "lrdx", want: hero() },
    {
      name: "JSON with leading whitespace",
      setting: '  {"paragraph":"P"}',
      theme: "jdx",
      want: hero({ paragraph: "P" }),
    },
    {
      name: "numeric string image id",
      setting: '{"image_id":"77"}',
      theme: "jdx",
      want: hero({ imageId: 77 }),
    },
    {
      name: "partial overrides keep the other defaults",
      setting: '{"button_label":"Home"}',
      theme: "jdx",
      want: hero({ buttonLabel: "Home" }),
    },
    {
      name: "empty and non-string fields ignored",
      setting: JSON.stringify({ heading: "", paragraph: 5, button_label: null }),
      theme: "jdx",
      want: hero(),
    },
    {
      name: "blank heading ignored",
      setting: '{"heading":"   "}',
      theme: "jdx",
      want: hero(),
    },
  ])("$name", ({ setting, theme, want }) => {
    const { view, log } = decide(setting, theme);
    expect(view).toEqual(want);
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    { name: "non-numeric string", imageId: "abc" },
    { name: "decimal string", imageId: "1.5" },
    { name: "empty string", imageId: "" },
    { name: "zero", imageId: 0 },
    { name: "negative", imageId: -3 },
    { name: "fraction", imageId: 2.5 },
    { name: "boolean", imageId: true },
    { name: "object", imageId: { id: 3 } },
    { name: "null", imageId: null },
  ])("falls back to image 101327 for an invalid image_id ($name)", ({ imageId }) => {
    const { view } = decide(JSON.stringify({ image_id: imageId }), "jdx");
    expect(view).toEqual(hero());
  });

  it.each([
    { name: "lrdx", theme: "lrdx", want: { variant: "static-text" } },
    { name: "jdx", theme: "jdx", want: hero() },
  ])("invalid JSON on $name logs and uses the theme default", ({ theme, want }) => {
    const { view, log } = decide('{"heading": "H",', theme);
    expect(view).toEqual(want);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith("Invalid JSON in 404 page setting");
  });

  it("uses the passed-in (translated) defaults", () => {
    const log = vi.fn();
    const view = decideNotFoundView({
      setting: undefined,
      theme: "jdx",
      defaults: { heading: "الصفحة غير موجودة", paragraph: "نأسف", buttonLabel: "العودة" },
      log,
    });
    expect(view).toEqual({
      variant: "hero",
      heading: "الصفحة غير موجودة",
      imageId: 101327,
      paragraph: "نأسف",
      buttonLabel: "العودة",
      href: "/",
    });
  });
});
