import { numberFormat } from "./number-format.ts";

/**
 * The pure rules of the vehicle selector blocks (002 §2.10, §3.12, §4.6, §5.5): which blocks a
 * Dropdown Sections Selector governs and shows, the Infotainment System Selector's title, and the
 * sub-block matching and result line of "Select your vehicle to update". The site's islands, the
 * machines and the tests read them; nothing here touches the DOM.
 */

/** The `{selectedOption}` placeholder the Infotainment selector's title must keep (002 §5.5). */
export const SELECTED_OPTION_PLACEHOLDER = "{selectedOption}";

/**
 * The block ids an option lists (its `option_blocks`: block_scroll_ids, comma-separated), in the
 * order written, without blanks or repeats.
 */
export function optionBlockIds(optionBlocks: string): string[] {
  const ids = optionBlocks
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id !== "");
  return [...new Set(ids)];
}

/** Every block id any option names: the blocks the selector governs (before placement). */
export function governedBlockIds(options: readonly { option_blocks: string }[]): string[] {
  return [...new Set(options.flatMap((o) => optionBlockIds(o.option_blocks)))];
}

/**
 * The governed ids hidden while option `chosen` is selected: the ids other options name that the
 * chosen one does not. None while nothing is chosen (null) or for an option out of range.
 */
export function hiddenBlockIds(
  options: readonly { option_blocks: string }[],
  chosen: number | null,
): string[] {
  const option = chosen === null ? undefined : options[chosen];
  if (option === undefined) return [];
  const shown = new Set(optionBlockIds(option.option_blocks));
  return governedBlockIds(options).filter((id) => !shown.has(id));
}

/**
 * The Infotainment selector's title with the chosen option in place of every `{selectedOption}`
 * (the schema refuses a title without it, 002 §5.5).
 */
export function vehicleTitle(template: string, option: string): string {
  return template.split(SELECTED_OPTION_PLACEHOLDER).join(option);
}

// ---------------------------------------------------------------------------------------------
// Select your vehicle to update

/** One vehicle of the parent dropdown and its model years (subblocks_mapper.dropdowns). */
export interface VehicleDropdown {
  label: string;
  key: string;
  children: readonly string[];
}

/** Which vehicles and years a sub-block group is for (subblocks_mapper.subblocks_groups). */
export interface SubblockMatch {
  parent_key: string;
  child_key: readonly string[];
}

export interface SubblocksGroup {
  key: string;
  match_dropdowns: readonly SubblockMatch[];
}

/** The visitor's choice: a parent key and a child (year); "" is the dropdown's 'all' item. */
export interface VehicleChoice {
  parent: string;
  child: string;
}

/**
 * Whether a sub-block group matches the choice: one of its match_dropdowns names the parent and
 * lists the child. An 'all' parent ("") matches every group; an 'all' child matches every group
 * naming the parent.
 */
export function groupMatches(group: SubblocksGroup, choice: VehicleChoice): boolean {
  if (choice.parent === "") return true;
  return group.match_dropdowns.some(
    (m) =>
      m.parent_key === choice.parent && (choice.child === "" || m.child_key.includes(choice.child)),
  );
}

/** The keys of the sub-block groups the choice matches, in the mapper's order. */
export function matchingGroupKeys(
  groups: readonly SubblocksGroup[],
  choice: VehicleChoice,
): string[] {
  return groups.filter((g) => groupMatches(g, choice)).map((g) => g.key);
}

/** The model years of a parent vehicle (none for 'all' or an unknown key). */
export function childrenOf(dropdowns: readonly VehicleDropdown[], parent: string): string[] {
  return [...(dropdowns.find((d) => d.key === parent)?.children ?? [])];
}

/**
 * The result line from result_text_label: `{amount}` is the count in the page's number locale (the
 * site's digits, site context numberLocale), `{parent}` and `{child}` the chosen vehicle and year, or the 'all' labels.
 */
export function resultLine(input: {
  template: string;
  amount: number;
  parent: string;
  child: string;
  locale: string;
}): string {
  const amount = numberFormat(input.locale).format(input.amount);
  return input.template
    .replaceAll("{amount}", amount)
    .replaceAll("{parent}", input.parent)
    .replaceAll("{child}", input.child)
    .replace(/\s+/g, " ")
    .trim();
}

/** How many cards show before 'view all' (decided here: two rows of three on a desktop). */
export const CARDS_BEFORE_VIEW_ALL = 6;

/**
 * The cards (the block's groups, in order) a choice shows: those whose subblock_key names a
 * mapper group the choice matches. With no choice (null) every card shows; a card whose key is
 * in no mapper group shows only then.
 */
export function matchingCards(
  cards: readonly { subblock_key: string }[],
  groups: readonly SubblocksGroup[],
  choice: VehicleChoice | null,
): number[] {
  const indexes = cards.map((_, i) => i);
  if (choice === null) return indexes;
  const keys = new Set(matchingGroupKeys(groups, choice));
  return indexes.filter((i) => keys.has(cards[i]?.subblock_key ?? ""));
}
