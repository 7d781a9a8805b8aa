import type { GeneratorCtx } from "../ctx.ts";

/** The first lines of every generated code file: where it came from and how to rewrite it. */
export function banner(ctx: GeneratorCtx, sources: string[]): string {
  const from =
    sources.length <= 3 ? sources.join(", ") : `${sources.length} schemas under ${ctx.schemasDir}/`;
  return `// Generated from ${from} by \`${ctx.command}\`. Do not edit: change the schema and regenerate.\n`;
}

/** JSON cannot carry comments, so generated JSON documents say it in $comment. */
export function jsonBannerText(ctx: GeneratorCtx, sources: string[]): string {
  return banner(ctx, sources)
    .replace(/^\/\/ /, "")
    .trim();
}

/** A file an emitter produced, path relative to generated/. */
export interface Emitted {
  path: string;
  text: string;
}
