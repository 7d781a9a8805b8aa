import { isBlockTemplateKey } from "../../generated/blocks.ts";
import type { StoredBlock } from "./page-types.ts";

/** Kept in localStorage so a copied block survives going to another page. */
export const CLIPBOARD_KEY = "cms.clipboard";

interface ClipboardContent {
  blocks: StoredBlock[];
  copiedAt: string;
}

function isStoredBlock(value: unknown): value is StoredBlock {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.template === "string" &&
    isBlockTemplateKey(v.template) &&
    typeof v.fields === "object" &&
    v.fields !== null &&
    Array.isArray(v.groups)
  );
}

export function copyBlocks(storage: Storage, blocks: readonly StoredBlock[]): void {
  const content: ClipboardContent = {
    blocks: structuredClone([...blocks]),
    copiedAt: new Date().toISOString(),
  };
  storage.setItem(CLIPBOARD_KEY, JSON.stringify(content));
}

/** The copied blocks, or [] when nothing usable is stored (a bad value is ignored, not thrown). */
export function readClipboard(storage: Storage): StoredBlock[] {
  try {
    const raw = storage.getItem(CLIPBOARD_KEY);
    if (!raw) return [];
    const parsed = JSON.parse(raw) as Partial<ClipboardContent>;
    return Array.isArray(parsed.blocks) ? parsed.blocks.filter(isStoredBlock) : [];
  } catch {
    return [];
  }
}
