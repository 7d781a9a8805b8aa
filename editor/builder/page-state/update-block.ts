import { blockRegistry, isBlockTemplateKey } from "../../../generated/blocks.ts";
import type { PageMetaValues, StoredBlock } from "../page-types.ts";
import type { PageWorking } from "./types.ts";

/** The template's limit on repeatable groups, or null when it has none. */
export function maxGroupsOf(template: string): number | null {
  return isBlockTemplateKey(template) ? blockRegistry[template].maxFieldGroups : null;
}

/** New fields and groups from the form; groups beyond the template's maximum are refused. */
export function updateBlock(
  working: PageWorking,
  uid: string,
  value: Pick<StoredBlock, "fields" | "groups">,
): PageWorking {
  const index = working.items.findIndex((i) => i.uid === uid);
  const item = working.items[index];
  if (!item) return working;
  const max = maxGroupsOf(item.block.template);
  const groups =
    max !== null && value.groups.length > max ? value.groups.slice(0, max) : value.groups;
  const items = [...working.items];
  items[index] = { uid, block: { ...item.block, fields: value.fields, groups } };
  return { ...working, items };
}

/** Appends one repeatable group unless the template's maximum is reached. */
export function addGroup(
  working: PageWorking,
  uid: string,
  group: Record<string, unknown>,
): PageWorking {
  const item = working.items.find((i) => i.uid === uid);
  if (!item) return working;
  const max = maxGroupsOf(item.block.template);
  if (max !== null && item.block.groups.length >= max) return working;
  return updateBlock(working, uid, {
    fields: item.block.fields,
    groups: [...item.block.groups, group],
  });
}

export function updateMeta(working: PageWorking, patch: Partial<PageMetaValues>): PageWorking {
  return { ...working, meta: { ...working.meta, ...patch } };
}
