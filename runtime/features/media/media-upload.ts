import sharp from "sharp";
import { ApiProblem } from "../../http/problem.ts";
import { looksLikeSvg, sanitizeSvg } from "./svg-sanitize.ts";

/** The upload limit of the media library. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = "10 MiB";

/** sharp's format name → the stored MIME type; AVIF is reported as HEIF with the AV1 codec. */
const RASTER_MIME: Record<string, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
};

export interface InspectedImage {
  data: Buffer;
  mime: string;
  width: number;
  height: number;
}

const unsupported = (filename: string) =>
  new ApiProblem(
    415,
    "unsupported_media_type",
    `file: "${filename}" is not a JPEG, PNG, WebP, GIF, AVIF or SVG picture (its content was checked, not its name)`,
    [{ pointer: "/file", rule: "image-type", message: "not a supported picture" }],
  );

/**
 * The picture's real type from its bytes: the declared MIME type and the file name are not
 * trusted. SVG is kept as SVG after sanitising (an allow-list of tags and attributes); visitors
 * only ever get it rasterised by the variant route.
 */
export async function inspectUpload(data: Buffer, filename: string): Promise<InspectedImage> {
  if (looksLikeSvg(data)) {
    const clean = Buffer.from(sanitizeSvg(data.toString("utf8")), "utf8");
    const meta = await sharp(clean)
      .metadata()
      .catch(() => null);
    if (meta?.format !== "svg" || !meta.width || !meta.height) throw unsupported(filename);
    return { data: clean, mime: "image/svg+xml", width: meta.width, height: meta.height };
  }
  const meta = await sharp(data)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !meta.width || !meta.height) throw unsupported(filename);
  const mime =
    meta.format === "heif" && meta.compression === "av1" ? "image/avif" : RASTER_MIME[meta.format];
  if (!mime) throw unsupported(filename);
  return { data, mime, width: meta.width, height: meta.pageHeight ?? meta.height };
}

/**
 * Characters a name shown to staff must not hold: C0 and C1 controls, line and paragraph
 * separators, and the bidirectional controls (embeddings, overrides, isolates and the invisible
 * direction marks), which reorder what is shown: U+202E makes `photo\u202Egnp.exe` read as
 * `photoexe.png`. ZWJ and ZWNJ stay: Arabic-script names need them.
 */
const UNSHOWABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** A stored name as staff are shown it: what it says, in the order it is written. */
export function shownName(name: string): string {
  return name.replace(UNSHOWABLE, "").trim();
}

/**
 * A file name fit for display: no directories, no control or bidirectional control characters,
 * at most 200 characters.
 */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  return (shownName(base) || "image").slice(0, 200);
}
