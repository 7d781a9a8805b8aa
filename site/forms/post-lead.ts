/** What one lead submission carries (POST /forms/{id}/leads, JSON:API). */
export interface LeadPost {
  values: Record<string, string | boolean | string[]>;
  hiddenFields: Readonly<Record<string, string>>;
  /** Made once per form: a retried submission answers the lead already stored. */
  submissionKey: string;
  pageUrl: string;
  lang: string;
  /** The captcha's answer, when the form asks for one. */
  captchaToken?: string | undefined;
}

/**
 * Posts a lead to the forms service (`api` is `/forms/{id}`): the answer's status and body, or
 * null when no answer came. The lead form sends through it, and so does a block that carries a
 * form and sends its values itself (Rent a Car, after its summary).
 */
export async function postLead(
  api: string,
  lead: LeadPost,
): Promise<{ status: number; body: unknown } | null> {
  const response = await fetch(`${api}/leads`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      data: {
        type: "lead",
        attributes: {
          values: lead.values,
          hidden_fields: lead.hiddenFields,
          submission_key: lead.submissionKey,
          page_url: lead.pageUrl,
          lang: lead.lang,
          ...(lead.captchaToken !== undefined ? { "g-recaptcha-response": lead.captchaToken } : {}),
        },
      },
    }),
  }).catch(() => null);
  if (!response) return null;
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}
