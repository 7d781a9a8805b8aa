import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { FormField } from "../../generated/types.ts";
import { fieldId } from "./field-ids.ts";
import type { LeadFormView } from "./form-view.ts";
import {
  type FormValues,
  initialValues,
  isCheckboxList,
  isVisibleField,
  type PhoneCountry,
  type PrefillMappings,
  prefillFromUrl,
  stringRecordOf,
} from "./lead-values.ts";

/** The event a block dispatches on the form's slot to set a dynamic field. */
const DYNAMIC_EVENT = "lead-form:dynamic";

type PhoneData = typeof import("./phone-data.ts");
type Validation = typeof import("./validation.ts");

export interface Checker {
  validation: Validation;
  validate: import("./validation.ts").GeneratedValidator | null;
  /** The phone check, for a form with a phone field. */
  phoneCheck: import("./validation.ts").PhoneCheck | null;
}

/** The code the form loads only once it runs in the browser, each part once. */
export interface LeadLoaders {
  loadPhoneData: () => Promise<PhoneData>;
  loadCountries: () => Promise<PhoneCountry[]>;
  loadChecker: () => Promise<Checker>;
}

/** Loads libphonenumber-js and the form's validator when first needed, and keeps them. */
export function useLeadLoaders(view: LeadFormView, api: string): LeadLoaders {
  const { fields } = view;
  const phoneData = useRef<Promise<PhoneData> | null>(null);
  const checker = useRef<Promise<Checker> | null>(null);
  const hasPhone = fields.some((f) => f.type === "phone");
  const loadPhoneData = useCallback((): Promise<PhoneData> => {
    phoneData.current ??= import("./phone-data.ts");
    return phoneData.current;
  }, []);
  const loadCountries = useCallback(
    () => loadPhoneData().then((m) => m.countryList(view.lang)),
    [loadPhoneData, view.lang],
  );
  /** The check's code: loaded once; a validator that cannot load leaves the check to the server. */
  const loadChecker = useCallback((): Promise<Checker> => {
    checker.current ??= import("./validation.ts").then(async (validation) => ({
      validation,
      validate: await validation.importValidator(`${api}/validator.js`).catch(() => null),
      phoneCheck: hasPhone ? await validation.loadPhoneCheck(fields).catch(() => null) : null,
    }));
    return checker.current;
  }, [api, hasPhone, fields]);
  return { loadPhoneData, loadCountries, loadChecker };
}

/** A date in the visitor's own calendar day, as a date input writes it. */
function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What a visitor typed before the island hydrated stays: the inputs' values are read once. */
function typedBeforeHydration(
  form: HTMLFormElement,
  fields: readonly FormField[],
  prefix: string,
  start: Readonly<FormValues>,
): FormValues {
  const out: FormValues = {};
  for (const field of fields) {
    const id = fieldId(prefix, field.name);
    if (field.type === "checkbox" && !isCheckboxList(field)) {
      const box = form.querySelector<HTMLInputElement>(`#${id}`);
      if (box && box.checked !== start[field.name]) out[field.name] = box.checked;
    } else if (field.type === "checkbox" || field.type === "radio") {
      const chosen = [
        ...form.querySelectorAll<HTMLInputElement>(`input[name="${id}"]:checked`),
      ].map((i) => i.value);
      const before = start[field.name];
      const value = field.type === "radio" ? (chosen[0] ?? "") : chosen;
      if (JSON.stringify(value) !== JSON.stringify(before)) out[field.name] = value;
    } else if (isVisibleField(field) && field.type !== "file") {
      const input = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`);
      if (input && input.value !== start[field.name]) out[field.name] = input.value;
    }
  }
  return out;
}

interface LeadValuesInput extends PrefillMappings {
  view: LeadFormView;
  idPrefix: string;
  hiddenFields: Readonly<Record<string, string>>;
  dynamicValues: Readonly<Record<string, string>>;
  onReady?: () => void;
}

/**
 * The values the visitor fills in and each phone field's country. After hydration they take what
 * was typed before it, the URL's pre-fill, the block's dynamic values, today's date as the dates'
 * minimum, and the phone data where a phone field needs it.
 */
export function useLeadValues(
  props: LeadValuesInput,
  formRef: RefObject<HTMLFormElement | null>,
  loadPhoneData: () => Promise<PhoneData>,
) {
  const { view, idPrefix } = props;
  const { fields } = view;
  const [values, setValues] = useState<FormValues>(() =>
    initialValues(fields, { hiddenFields: props.hiddenFields, dynamicValues: props.dynamicValues }),
  );
  const [countries, setCountries] = useState<Record<string, PhoneCountry>>(view.phones);
  const [today, setToday] = useState<string | undefined>(undefined);
  const [isReady, setReady] = useState(false);
  // Checks run after the state they read was rendered: they read it from these.
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const countriesRef = useRef(countries);
  countriesRef.current = countries;
  const hasPhone = fields.some((f) => f.type === "phone");
  const locationIds = view.locations.map((l) => l.id);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form mounts.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const start = valuesRef.current;
    const slot = form.closest<HTMLElement>("[data-lead-form]");
    const fromUrl = prefillFromUrl(fields, window.location.search, props, locationIds);
    const dynamic = stringRecordOf(slot?.dataset.dynamicValues);
    const dynamicNames = new Set(fields.filter((f) => f.type === "dynamic").map((f) => f.name));
    const fromBlock = Object.fromEntries(
      Object.entries(dynamic).filter(([name]) => dynamicNames.has(name)),
    );
    const typed = typedBeforeHydration(form, fields, idPrefix, start);
    setValues({ ...start, ...fromUrl, ...fromBlock, ...typed });
    setToday(localDate(new Date()));
    setReady(true);
    if (hasPhone)
      void loadPhoneData().then((phone) => {
        // A pre-filled number written with its country code picks its country.
        for (const field of fields) {
          const value = fromUrl[field.name];
          if (field.type !== "phone" || typeof value !== "string" || !value.startsWith("+"))
            continue;
          const { country, national } = phone.splitNumber(value, field.default_country);
          setCountries((c) => ({ ...c, [field.name]: phone.countryInfo(country, view.lang) }));
          setValues((v) => ({ ...v, [field.name]: national }));
        }
      });
    const onDynamic = (e: Event) => {
      const detail = (e as CustomEvent<unknown>).detail as { name?: unknown; value?: unknown };
      if (typeof detail?.name !== "string" || typeof detail.value !== "string") return;
      if (!dynamicNames.has(detail.name)) return;
      const { name, value } = detail as { name: string; value: string };
      setValues((v) => ({ ...v, [name]: value }));
    };
    slot?.addEventListener(DYNAMIC_EVENT, onDynamic);
    return () => slot?.removeEventListener(DYNAMIC_EVENT, onDynamic);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the state above is rendered.
  useEffect(() => {
    if (isReady) props.onReady?.();
  }, [isReady]);

  return { values, setValues, valuesRef, countries, setCountries, countriesRef, today };
}
