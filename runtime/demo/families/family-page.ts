import { blockRegistry } from "../../../generated/blocks.ts";
import { type DemoBlock, example } from "../examples.ts";

/** A demo page that shows one family of the block catalogue. */
export interface FamilyPage {
  /** The page's path under the language, e.g. blocks/hero (served at /ar/blocks/hero). */
  path: string;
  title: string;
  description: string;
  /** The family's template keys, in page order; a key without a schema yet is skipped. */
  keys: readonly string[];
  /**
   * The page's blocks when the first example of each key is not enough (a block that needs the
   * blocks after it, such as tabs over the following blocks). Default: familyBlocks(keys).
   */
  blocks?: () => DemoBlock[];
}

const inRegistry = (key: string): boolean => Object.hasOwn(blockRegistry, key);

/**
 * The first example of each key that has a schema, with its offer schedule dropped (the demo
 * shows every block whatever the date).
 */
export function familyBlocks(keys: readonly string[]): DemoBlock[] {
  return keys.filter(inRegistry).map((key) => {
    const block = example(key);
    delete block.fields.offer_schedule;
    return block;
  });
}

/** The page's blocks: its own list, or the first example of each of its keys. */
export function pageBlocks(page: FamilyPage): DemoBlock[] {
  return page.blocks ? page.blocks() : familyBlocks(page.keys);
}
