import { and, eq, inArray } from "drizzle-orm";
import {
  buildLeadFormView,
  type LeadFormView,
  type LocationSource,
  needsLocations,
} from "../../site/forms/form-view.ts";
import type { PageForms } from "../../site/forms/forms-context.ts";
import { LeadForm } from "../../site/forms/lead-form.tsx";
import { countryInfo } from "../../site/forms/phone-data.ts";
import { leadFormTexts } from "../../site/forms/texts.ts";
import { translator } from "../../site/i18n/index.ts";
import type { PreparedBlock } from "../core/prepare-blocks.ts";
import { type SettingsMap, settingValue } from "../core/settings.ts";
import type { Db } from "../db/client.ts";
import { type DocumentSources, NO_SOURCES } from "../http/security-headers.ts";
import { forms } from "../services/forms-tables.ts";
import { listLocationRows } from "../services/locations.ts";

/**
 * The forms a page's blocks name (a block's `form_id` field: Entry Form and the other
 * form-carrying blocks), read before the page renders so that each is rendered whole on the
 * server (site/forms/form-slot.tsx): its public definition and, for a locations select, the
 * locations. A form that does not exist or is not public is null: its slot keeps the link that
 * opens the modal.
 */

export interface PageFormsInput {
  /** The page's stored blocks, read when the prepared ones are not at hand. */
  blocks: readonly unknown[];
  prepared?: readonly PreparedBlock[];
  lang: string;
  settings: SettingsMap;
}

export interface PageFormsRender {
  value: PageForms;
  /** reCAPTCHA's script and frame origins, when a form asks for it and it is the provider. */
  sources: DocumentSources;
}

export type PageFormsLoader = (input: PageFormsInput) => Promise<PageFormsRender | null>;

/** Google reCAPTCHA v2: its script, and the frames of its widget and challenge. */
export const RECAPTCHA_SOURCES: DocumentSources = {
  ...NO_SOURCES,
  scriptOrigins: ["https://www.google.com", "https://www.gstatic.com"],
  frameOrigins: ["https://www.google.com", "https://recaptcha.google.com"],
};

/** The form ids the page's blocks name, each once, in page order. */
export function formIdsOf(input: Pick<PageFormsInput, "blocks" | "prepared">): string[] {
  const fieldsOf: unknown[] = input.prepared
    ? input.prepared.flatMap((p) => (p.kind === "block" ? [p.block.fields] : []))
    : input.blocks.map((b) => (b as { fields?: unknown } | null)?.fields);
  const ids = fieldsOf.flatMap((fields) => {
    const id = (fields as { form_id?: unknown } | null | undefined)?.form_id;
    return typeof id === "string" && id.trim() !== "" ? [id.trim()] : [];
  });
  return [...new Set(ids)];
}

export function pageFormsLoader(db: Db): PageFormsLoader {
  return async (input) => {
    const ids = formIdsOf(input);
    if (ids.length === 0) return null;
    const numeric = ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
    const rows =
      numeric.length === 0
        ? []
        : await db
            .select({ id: forms.id, definition: forms.definition })
            .from(forms)
            .where(and(inArray(forms.id, numeric), eq(forms.is_public, true)));
    const hasLocations = rows.some((r) => needsLocations(r.definition));
    const places: LocationSource[] = hasLocations
      ? (await listLocationRows(db)).map((l) => ({
          id: l.id,
          attributes: l.attributes,
        }))
      : [];
    const texts = leadFormTexts(translator(input.lang));
    const views: Record<string, LeadFormView | null> = Object.fromEntries(
      ids.map((id) => [id, null]),
    );
    for (const row of rows)
      views[String(row.id)] = buildLeadFormView({
        formId: String(row.id),
        form: row.definition,
        locations: places,
        lang: input.lang,
        texts,
        country: (code) => countryInfo(code, input.lang),
      });
    const hasRecaptcha =
      Object.values(views).some((v) => v?.hasCaptcha) &&
      settingValue(input.settings, "forms.captcha_provider") === "recaptcha";
    return {
      value: { views, Form: LeadForm },
      sources: hasRecaptcha ? RECAPTCHA_SOURCES : NO_SOURCES,
    };
  };
}
