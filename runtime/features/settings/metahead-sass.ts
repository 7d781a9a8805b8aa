import { compileString, Exception } from "sass";

/** The outcome of compiling a sass or scss metahead: its CSS, or where and why it failed. */
type SassResult =
  | { ok: true; css: string }
  | { ok: false; line: number | null; column: number | null; message: string };

/**
 * Compiles a metahead's sass (indented syntax) or scss to compressed CSS, once, when it is saved.
 * Nothing is read from disk or the network: no load paths and no importers, so `@use`/`@import` of
 * anything but Sass's built-in modules (`sass:math`…) or a plain CSS `url()` import fails. The
 * error keeps the compiler's one-line message and its 1-based line and column, never a stack or a
 * file path.
 */
export function compileMetaheadSass(source: string, language: "sass" | "scss"): SassResult {
  try {
    const result = compileString(source, {
      syntax: language === "sass" ? "indented" : "scss",
      style: "compressed",
      loadPaths: [],
      importers: [],
      charset: false,
      logger: { warn: () => {}, debug: () => {} },
    });
    return { ok: true, css: result.css };
  } catch (error) {
    if (error instanceof Exception) {
      const start = error.span?.start;
      return {
        ok: false,
        line: start ? start.line + 1 : null,
        column: start ? start.column + 1 : null,
        message: error.sassMessage,
      };
    }
    return { ok: false, line: null, column: null, message: "the stylesheet could not be compiled" };
  }
}
