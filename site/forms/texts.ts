/**
 * The visitor's form's own texts (the fields' labels and the rule messages come from the form):
 * read from the site's bundles (site/i18n, keys leadForm.*) on the server and handed to the
 * browser with the form, so the island carries no translations. `{name}`-style placeholders are
 * filled in the browser.
 */
export interface LeadFormTexts {
  /** Said to screen readers beside a required group's legend (fields carry `required`). */
  required: string;
  /** Opens the error summary. */
  summary: string;
  sending: string;
  /** A failure that is neither a refused value nor a limit: the values stay in the form. */
  failed: string;
  rateLimited: string;
  captcha: string;
  captchaRequired: string;
  captchaFailed: string;
  /** The phone field's country button, after the code it shows: "{country}" is the country's name. */
  country: string;
  countrySearch: string;
  countries: string;
  /** The date field's button before a date is chosen. */
  dateChoose: string;
  /** The date field's calendar (its dialog's name). */
  dateCalendar: string;
  datePrevious: string;
  dateNext: string;
  noCountries: string;
  /** A select's empty first option. */
  choose: string;
  fileChoose: string;
  /** "{types}" and "{size}". */
  fileHint: string;
  /** "{name}". */
  fileRemove: string;
  fileUploading: string;
  fileFailed: string;
  loading: string;
  loadFailed: string;
  thankYouTitle: string;
  thankYouMessage: string;
}

const KEYS: readonly (keyof LeadFormTexts)[] = [
  "required",
  "summary",
  "sending",
  "failed",
  "rateLimited",
  "captcha",
  "captchaRequired",
  "captchaFailed",
  "country",
  "countrySearch",
  "countries",
  "dateChoose",
  "dateCalendar",
  "datePrevious",
  "dateNext",
  "noCountries",
  "choose",
  "fileChoose",
  "fileHint",
  "fileRemove",
  "fileUploading",
  "fileFailed",
  "loading",
  "loadFailed",
  "thankYouTitle",
  "thankYouMessage",
];

/** The texts in one language, from a translator of site/i18n (translator(lang)). */
export function leadFormTexts(t: (key: string) => unknown): LeadFormTexts {
  return Object.fromEntries(KEYS.map((k) => [k, String(t(`leadForm.${k}`))])) as Record<
    keyof LeadFormTexts,
    string
  >;
}

/** A text with its `{name}` placeholders filled. */
export function fillText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
