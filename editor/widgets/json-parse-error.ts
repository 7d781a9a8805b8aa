/** Where a JSON text stops parsing, in Arabic; null when it parses (or is empty). */
export function jsonParseError(text: string): string | null {
  if (text.trim() === "") return null;
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const detail = error instanceof Error ? error.message : "";
    const position = /position (\d+)/.exec(detail)?.[1];
    if (position === undefined) return "صيغة JSON غير صحيحة";
    const before = text.slice(0, Number(position));
    const line = before.split("\n").length;
    const column = Number(position) - before.lastIndexOf("\n");
    return `صيغة JSON غير صحيحة عند السطر ${line}، العمود ${column}`;
  }
}
