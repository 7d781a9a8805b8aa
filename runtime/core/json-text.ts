/**
 * A document already written as JSON (the stock listing: its vehicles are held written, and joined
 * into the answer rather than built and written again). A route sends `body` as it is; server code
 * that wants the object calls `parse`.
 */
export class JsonText<T> {
  /** The type of the document the text holds (for the compiler only). */
  declare readonly document: T;

  constructor(readonly body: Buffer) {}

  parse(): T {
    return JSON.parse(this.body.toString("utf8")) as T;
  }
}
