import { DEFAULT_NOT_FOUND_IMAGE_ID } from "./image-url.ts";
import { isRecord } from "./records.ts";

export type NotFoundView =
  | { variant: "html"; html: string }
  | { variant: "static-text" }
  | {
      variant: "hero";
      heading: string;
      imageId: number;
      paragraph: string;
      buttonLabel: string;
      href: "/";
    };

interface NotFoundTexts {
  heading: string;
  paragraph: string;
  buttonLabel: string;
}

interface DecideNotFoundInput {
  /** Raw value of the `general.404_page` setting: HTML, JSON overrides, or absent. */
  setting: string | undefined;
  theme: string;
  /** Already translated, so this module stays language-neutral. */
  defaults: NotFoundTexts;
  log: (message: string) => void;
}
const INVALID_NOT_FOUND_JSON_MESSAGE = "Invalid JSON in 404 page setting";

const HTML_THEME = "lrdx";

export function decideNotFoundView(input: DecideNotFoundInput): NotFoundView {
  const { theme, defaults, log } = input;
  const setting = input.setting?.trim() ?? "";

  if (setting.startsWith("{")) {
    const overrides = parseJsonObject(setting);
    if (overrides !== null) return heroView(defaults, overrides);
    log(INVALID_NOT_FOUND_JSON_MESSAGE);
    return themeDefault(theme, defaults);
  }

  // Only the lrdx theme renders editor HTML; other themes keep their hero banner.
  if (setting !== "" && theme === HTML_THEME) return { variant: "html", html: setting };
  return themeDefault(theme, defaults);
}

function themeDefault(theme: string, defaults: NotFoundTexts): NotFoundView {
  return theme === HTML_THEME ? { variant: "static-text" } : heroView(defaults, {});
}

function heroView(defaults: NotFoundTexts, overrides: Record<string, unknown>): NotFoundView {
  return {
    variant: "hero",
    heading: textOr(overrides.heading, defaults.heading),
    imageId: imageIdOr(overrides.image_id, DEFAULT_NOT_FOUND_IMAGE_ID),
    paragraph: textOr(overrides.paragraph, defaults.paragraph),
    buttonLabel: textOr(overrides.button_label, defaults.buttonLabel),
    href: "/",
  };
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  return isRecord(parsed) ? parsed : null;
}

function textOr(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() !== "" ? value : fallback;
}

// Editors type the id into a text field as often as it arrives as a number.
function imageIdOr(value: unknown, fallback: number): number {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0 ? value : fallback;
  if (typeof value === "string" && /^\d+$/.test(value.trim())) {
    const id = Number(value.trim());
    return Number.isSafeInteger(id) && id > 0 ? id : fallback;
  }
  return fallback;
}
