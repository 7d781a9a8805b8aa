/**
 * Migrations of lrdx-in-page-navigation, oldest first. Pure functions on plain JSON: each `up`
 * returns a new block and leaves one already in its new shape unchanged.
 */

interface Block {
  template: string;
  fields: Record<string, unknown>;
  groups: Record<string, unknown>[];
}

/** 1 → 2: a group's `blockId` is renamed `block_scroll_id`, the name of the field it points at. */
function renameBlockId(block: Block): Block {
  return {
    ...block,
    groups: block.groups.map((group) => {
      if (!("blockId" in group)) return group;
      const { blockId, ...rest } = group;
      return "block_scroll_id" in rest ? rest : { ...rest, block_scroll_id: blockId };
    }),
  };
}

export const migrations = [
  {
    from: 1,
    to: 2,
    why: "a navigation item names its target block by the field it points at: blockId → block_scroll_id",
    up: renameBlockId,
    old: {
      template: "lrdx-in-page-navigation",
      fields: { goTopShort: "للأعلى" },
      groups: [
        { label: "نظرة عامة", blockId: "overview" },
        { label: "العروض", blockId: "component-7" },
      ],
    },
    new: {
      template: "lrdx-in-page-navigation",
      fields: { goTopShort: "للأعلى" },
      groups: [
        { label: "نظرة عامة", block_scroll_id: "overview" },
        { label: "العروض", block_scroll_id: "component-7" },
      ],
    },
  },
];
