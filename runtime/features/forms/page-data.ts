import { and, eq, inArray } from "drizzle-orm";
import { blockRegistry } from "../../../generated/blocks.ts";
import {
  buildLeadFormView,
  type LeadFormView,
  type LocationSource,
  needsLocations,
} from "../../../site/forms/form-view.ts";
import type { PageForms } from "../../../site/forms/forms-context.ts";
import { LeadForm } from "../../../site/forms/lead-form.tsx";
import { countryInfo } from "../../../site/forms/phone-data.ts";
import { leadFormTexts } from "../../../site/forms/texts.ts";
import { translator } from "../../../site/i18n/index.ts";
import { settingValue } from "../../core/settings.ts";
import type { Db } from "../../db/client.ts";
import { forms } from "../../db/tables/forms.ts";
import { type DocumentSources, NO_SOURCES } from "../../http/security-headers.ts";
import type { PageDataBlock, PageDataLoader, PageDataRequest } from "../../ssr/page-data.ts";
import { listLocationRows } from "../dealers/index.ts";

/**
 * The forms a page's blocks name (a field with `x-options-source: forms` in the block's schema:
 * Entry Form and the other form-carrying blocks), read before the page renders so that each is
 * rendered whole on the server (site/forms/form-slot.tsx): its public definition and, for a
 * locations select, the locations. A form that does not exist or is not public is null: its slot
 * keeps the link that opens the modal.
 */

interface PageFormsRender {
  value: PageForms;
  /** reCAPTCHA's script and frame origins, when a form asks for it and it is the provider. */
  sources: DocumentSources;
}

/** Google reCAPTCHA v2: its script, and the frames of its widget and challenge. */
const RECAPTCHA_SOURCES: DocumentSources = {
  ...NO_SOURCES,
  scriptOrigins: ["https://www.google.com", "https://www.gstatic.com"],
  frameOrigins: ["https://www.google.com", "https://recaptcha.google.com"],
};

/** The form ids the page's blocks name, each once, in page order. */
export function formIdsOf(blocks: readonly PageDataBlock[]): string[] {
  const ids = blocks.flatMap((p) => {
    const fields: object = p.block.fields;
    return blockRegistry[p.key].formFields.flatMap((name) => {
      const id: unknown = Reflect.get(fields, name);
      return typeof id === "string" && id.trim() !== "" ? [id.trim()] : [];
    });
  });
  return [...new Set(ids)];
}

/** The page's forms, for the blocks that name one; a failure leaves each slot's modal link. */
export function pageFormsLoader(db: Db): PageDataLoader {
  return {
    name: "page's forms",
    wants: (block) => block.formFields.length > 0,
    load: async (input) => {
      const forms = await readPageForms(db, input);
      return forms ? { context: { forms } } : null;
    },
  };
}

async function readPageForms(db: Db, input: PageDataRequest): Promise<PageFormsRender | null> {
  const ids = formIdsOf(input.blocks);
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
}
