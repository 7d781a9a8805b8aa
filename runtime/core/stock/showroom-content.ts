import { isRecord } from "../records.ts";
import type { VehiclePrices } from "./showroom-prices.ts";

/**
 * The showroom config's content (001 §3 'Showroom config', §5 'Showroom content items' and
 * 'Finance sections'). A config entry {config_type: cash | lease | subscription | additional,
 * vehicle_state, data} holds accordion_content, popup_content and modal_content arrays of items
 * of type html, calculator, finance_options_table or form, and finance_options with labels.
 *
 * Items are kept only when valid: html needs a non-empty trimmed html string; calculator needs
 * config.fields and config.groups; finance_options_table is always valid; form needs
 * form.fields.form_id; any other type is dropped. An html item's string is read from `html`
 * (or `content`); finance options from the config's finance_options (or its table item's).
 */

export const SHOWROOM_CONFIG_TYPES = ["additional", "cash", "lease", "subscription"] as const;
type ShowroomConfigType = (typeof SHOWROOM_CONFIG_TYPES)[number];

/** The order-online config types the showroom loads after its own (001 §7). */
export const ORDER_ONLINE_CONFIG_TYPES = [
  "order_online",
  "order_online_steps_page",
  "order_online_checkout_page",
  "order_online_success_page",
] as const;

interface FinanceOption {
  label: string;
  description: string;
  /** Anything else the option carries (duration, mileage, price…), as text. */
  details: { key: string; value: string }[];
}

export type ShowroomContentItem =
  | { type: "html"; title: string; html: string }
  | {
      type: "calculator";
      title: string;
      config: { fields: Record<string, unknown>; groups: unknown[] };
    }
  | { type: "finance_options_table"; title: string; options: FinanceOption[] }
  | { type: "form"; title: string; formId: string };

interface ShowroomModalContent {
  title: string;
  titleBottom: string;
  content: ShowroomContentItem[];
}

/** One config's content, its items validated. */
export interface ShowroomSection {
  configType: ShowroomConfigType;
  title: string;
  accordion: ShowroomContentItem[];
  popup: ShowroomContentItem[];
  modal: ShowroomModalContent;
}

const textOf = (value: unknown): string =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

/** One content item when valid (see above); null when it is to be dropped. */
export function validContentItem(raw: unknown): ShowroomContentItem | null {
  if (!isRecord(raw)) return null;
  const title = textOf(raw.title);
  switch (raw.type) {
    case "html": {
      // The item's HTML string: `html`, or `content` as the demo configs write it.
      const source = typeof raw.html === "string" ? raw.html : raw.content;
      const html = typeof source === "string" ? source.trim() : "";
      return html === "" ? null : { type: "html", title, html };
    }
    case "calculator": {
      const config = raw.config;
      if (!isRecord(config) || !isRecord(config.fields) || !Array.isArray(config.groups))
        return null;
      return {
        type: "calculator",
        title,
        config: { fields: config.fields, groups: config.groups },
      };
    }
    case "finance_options_table":
      return {
        type: "finance_options_table",
        title,
        options: financeOptions(raw.finance_options ?? raw.options),
      };
    case "form": {
      const form = raw.form;
      const fields = isRecord(form) ? form.fields : null;
      const formId = isRecord(fields) ? textOf(fields.form_id) : "";
      return formId === "" ? null : { type: "form", title, formId };
    }
    default:
      return null;
  }
}

/** The valid items of a content array, in order. */
export function validContentItems(raw: unknown): ShowroomContentItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(validContentItem).filter((i): i is ShowroomContentItem => i !== null);
}

/** finance_options with a non-empty label (others are dropped). */
export function financeOptions(raw: unknown): FinanceOption[] {
  if (!Array.isArray(raw)) return [];
  const out: FinanceOption[] = [];
  for (const option of raw) {
    if (!isRecord(option)) continue;
    const label = textOf(option.label);
    if (label === "") continue;
    const details = Object.entries(option)
      .filter(([key]) => key !== "label" && key !== "description")
      .map(([key, value]) => ({ key, value: textOf(value) }))
      .filter((d) => d.value !== "");
    out.push({ label, description: textOf(option.description), details });
  }
  return out;
}

/** Modal items: one named 'title', one 'title_bottom', the rest plain content. */
export function modalContent(raw: unknown): ShowroomModalContent {
  const out: ShowroomModalContent = { title: "", titleBottom: "", content: [] };
  if (!Array.isArray(raw)) return out;
  for (const item of raw) {
    if (!isRecord(item)) continue;
    const text =
      textOf(item.html) || textOf(item.content) || textOf(item.text) || textOf(item.value);
    if (item.name === "title") out.title ||= text;
    else if (item.name === "title_bottom") out.titleBottom ||= text;
    else {
      const valid = validContentItem(item);
      if (valid) out.content.push(valid);
    }
  }
  return out;
}

/** A showroom or order-online config entry, as the stock service answers it. */
export interface ConfigEntryLike {
  attributes: { config_type: string; vehicle_state?: string; data: Record<string, unknown> };
}

/**
 * The config of a type for a vehicle state: the entry for that state, else the one for every
 * state (vehicle_state ''); null when there is neither.
 */
export function configFor<E extends ConfigEntryLike>(
  entries: readonly E[],
  type: string,
  state: string,
): E | null {
  const ofType = entries.filter((e) => e.attributes.config_type === type);
  return (
    ofType.find((e) => e.attributes.vehicle_state === state) ??
    ofType.find((e) => (e.attributes.vehicle_state ?? "") === "") ??
    null
  );
}

/** A config's data read into a section, every item validated. */
function showroomSection(
  configType: ShowroomConfigType,
  data: Record<string, unknown>,
): ShowroomSection {
  return {
    configType,
    title: textOf(data.title),
    accordion: validContentItems(data.accordion_content),
    popup: validContentItems(data.popup_content),
    modal: modalContent(data.modal_content),
  };
}

const hasContent = (s: ShowroomSection) =>
  s.accordion.length > 0 || s.popup.length > 0 || s.modal.content.length > 0;

/** The finance sections the page shows (null: not shown). */
export interface FinanceSections {
  cash: ShowroomSection | null;
  /** The lease accordion (needs a visible lease price and a calculator item) and popup. */
  leaseAccordion: ShowroomSection | null;
  leasePopup: ShowroomSection | null;
  subscription: ShowroomSection | null;
  additional: ShowroomSection | null;
}

/**
 * The finance sections of a vehicle from its configs (001 §5):
 * - cash needs a purchase price;
 * - the lease accordion needs a lease price that is not hiddenFromVisitors plus a calculator
 *   item in its accordion content; the lease popup needs only a lease price (and popup content);
 * - subscription needs a subscribe price, a finance_options_table item and finance_options with
 *   non-empty labels; the first table item is filled with those options, later ones dropped;
 * - additional content is shown whenever it has valid items.
 */
export function financeSections(
  entries: readonly ConfigEntryLike[],
  state: string,
  prices: Pick<VehiclePrices, "list">,
): FinanceSections {
  const section = (type: ShowroomConfigType): ShowroomSection | null => {
    const entry = configFor(entries, type, state);
    return entry ? showroomSection(type, entry.attributes.data) : null;
  };
  const priceOf = (type: string) => prices.list.find((p) => p.type === type) ?? null;

  const cashSection = section("cash");
  const cash = cashSection && priceOf("purchase") && hasContent(cashSection) ? cashSection : null;

  const lease = section("lease");
  const leasePrice = priceOf("lease");
  const leaseAccordion =
    lease &&
    leasePrice &&
    !leasePrice.hiddenFromVisitors &&
    lease.accordion.some((i) => i.type === "calculator")
      ? { ...lease, popup: [], modal: { title: "", titleBottom: "", content: [] } }
      : null;
  const leasePopup =
    lease && leasePrice && lease.popup.length > 0 ? { ...lease, accordion: [] } : null;

  let subscription: ShowroomSection | null = null;
  const subscribe = section("subscription");
  const entry = configFor(entries, "subscription", state);
  // The config's finance_options, else those its (first) table item carries.
  const ownOptions = financeOptions(entry?.attributes.data.finance_options);
  const tableItem = subscribe
    ? [...subscribe.accordion, ...subscribe.popup, ...subscribe.modal.content].find(
        (i) => i.type === "finance_options_table",
      )
    : undefined;
  const options =
    ownOptions.length > 0
      ? ownOptions
      : tableItem?.type === "finance_options_table"
        ? tableItem.options
        : [];
  if (subscribe && priceOf("subscribe") && options.length > 0) {
    let isTableSeen = false;
    const fill = (items: ShowroomContentItem[]) =>
      items.flatMap((item): ShowroomContentItem[] => {
        if (item.type !== "finance_options_table") return [item];
        if (isTableSeen) return [];
        isTableSeen = true;
        return [{ ...item, options }];
      });
    const filled = {
      ...subscribe,
      accordion: fill(subscribe.accordion),
      popup: fill(subscribe.popup),
      modal: { ...subscribe.modal, content: fill(subscribe.modal.content) },
    };
    if (isTableSeen) subscription = filled;
  }

  const additionalSection = section("additional");
  const additional = additionalSection && hasContent(additionalSection) ? additionalSection : null;
  return { cash, leaseAccordion, leasePopup, subscription, additional };
}

/** The finance product input of a lease calculator item (its first group's finance_product_input). */
export function calculatorInput(sections: FinanceSections): unknown {
  const item = sections.leaseAccordion?.accordion.find((i) => i.type === "calculator");
  if (item?.type !== "calculator") return null;
  const group = item.config.groups[0];
  return group !== null && typeof group === "object"
    ? (Reflect.get(group, "finance_product_input") ?? null)
    : null;
}
