import type { Readable } from "node:stream";
import { type SourceRow, StockFileError } from "./rows.ts";

/** A JSON array of vehicles, read as a stream, one element at a time. */

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * Splits the text of a JSON array, chunk by chunk, into the text of its elements, so a large
 * file is never held whole: only the element being read is.
 */
export class JsonArraySplitter {
  private state: "start" | "value" | "inValue" | "afterValue" | "end" = "start";
  private depth = 0;
  private inString = false;
  private isEscaped = false;
  private isScalar = false;
  private parts: string[] = [];
  private sawValue = false;

  /** The complete elements in this chunk (and any left over from earlier ones). */
  push(chunk: string): string[] {
    const out: string[] = [];
    let start = this.state === "inValue" ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (this.state === "inValue") {
        if (this.inString) {
          if (this.isEscaped) this.isEscaped = false;
          else if (c === 0x5c) this.isEscaped = true;
          else if (c === 0x22) {
            this.inString = false;
            if (this.isScalar && this.depth === 0) {
              this.finish(chunk, start, i + 1, out);
              start = -1;
            }
          }
          continue;
        }
        if (this.isScalar) {
          if (c === 0x2c || c === 0x5d || isSpace(c)) {
            this.finish(chunk, start, i, out);
            start = -1;
            i -= 1; // the separator is read again as after a value
          }
          continue;
        }
        if (c === 0x22) this.inString = true;
        else if (c === 0x7b || c === 0x5b) this.depth += 1;
        else if (c === 0x7d || c === 0x5d) {
          this.depth -= 1;
          if (this.depth === 0) {
            this.finish(chunk, start, i + 1, out);
            start = -1;
          }
        }
        continue;
      }
      if (isSpace(c)) continue;
      if (this.state === "start") {
        if (c !== 0x5b)
          throw new StockFileError(
            `the JSON file must be an array of vehicles ([{...}, ...]); it starts with "${chunk.slice(i, i + 20)}"`,
          );
        this.state = "value";
        continue;
      }
      if (this.state === "end")
        throw new StockFileError("the JSON file has more text after the array's closing ]");
      if (this.state === "afterValue") {
        if (c === 0x2c) this.state = "value";
        else if (c === 0x5d) this.state = "end";
        else throw new StockFileError(`the JSON array has "${chunk[i]}" where , or ] belongs`);
        continue;
      }
      // state "value": an element starts, or the array ends ([] or a closing ] after a value).
      if (c === 0x5d && !this.sawValue) {
        this.state = "end";
        continue;
      }
      this.state = "inValue";
      this.sawValue = true;
      this.depth = c === 0x7b || c === 0x5b ? 1 : 0;
      this.isScalar = this.depth === 0;
      this.inString = c === 0x22;
      this.isEscaped = false;
      start = i;
    }
    if (this.state === "inValue" && start >= 0) this.parts.push(chunk.slice(start));
    return out;
  }

  private finish(chunk: string, start: number, end: number, out: string[]): void {
    this.parts.push(chunk.slice(Math.max(start, 0), end));
    out.push(this.parts.length === 1 ? (this.parts[0] as string) : this.parts.join(""));
    this.parts = [];
    this.state = "afterValue";
  }

  /** Checks the array was closed. */
  end(): void {
    if (this.state === "start") throw new StockFileError("the JSON file is empty");
    if (this.state !== "end")
      throw new StockFileError("the JSON file ends before the array's closing ]");
  }
}

/** The elements of a JSON array of vehicles, one at a time. */
export async function* readJsonRows(input: Readable): AsyncGenerator<SourceRow> {
  input.setEncoding("utf8");
  const splitter = new JsonArraySplitter();
  let row = 0;
  let isFirst = true;
  for await (const raw of input as AsyncIterable<string>) {
    const chunk = isFirst && raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
    isFirst = false;
    for (const text of splitter.push(chunk)) {
      row += 1;
      try {
        yield { row, value: JSON.parse(text), problems: [] };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        yield {
          row,
          value: {},
          problems: [{ field: null, rule: `is not valid JSON (${message})` }],
        };
      }
    }
  }
  splitter.end();
}
