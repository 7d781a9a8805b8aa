import {
  buildLeadFormView,
  type FormSource,
  type LeadFormView,
  type LocationSource,
  messagesLangOf,
  needsLocations,
} from "./form-view.ts";
import type { LeadFormTexts } from "./texts.ts";

/**
 * A form's view read in the browser, for the modal form (a form link may name any form, so the
 * page cannot hold them all): GET /forms/{id}, the locations when a select offers them, and the
 * phone data when a field needs it. Null when the form cannot be read.
 */
export async function loadLeadFormView({
  formId,
  lang,
  texts,
  apiBase = "",
}: {
  formId: string;
  lang: string;
  texts: LeadFormTexts;
  apiBase?: string;
}): Promise<LeadFormView | null> {
  const json = async (url: string): Promise<unknown> => {
    const response = await fetch(url, { headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  };
  try {
    const id = encodeURIComponent(formId);
    const body = (await json(`${apiBase}/forms/${id}?lang=${messagesLangOf(lang)}`)) as {
      data?: { id?: string; attributes?: FormSource };
    };
    const form = body.data?.attributes;
    if (!form || !Array.isArray(form.fields)) return null;
    const [locations, phone] = await Promise.all([
      needsLocations(form)
        ? json(`${apiBase}/locations`).then((l) => (l as { data?: LocationSource[] }).data ?? [])
        : Promise.resolve([]),
      form.fields.some((f) => f.type === "phone")
        ? import("./phone-data.ts")
        : Promise.resolve(null),
    ]);
    return buildLeadFormView({
      formId: body.data?.id ?? formId,
      form,
      locations,
      lang,
      texts,
      country: (code) =>
        phone ? phone.countryInfo(code, lang) : { code, dialCode: "", name: code },
    });
  } catch {
    return null;
  }
}
