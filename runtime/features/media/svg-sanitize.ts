import sanitizeHtml from "sanitize-html";

/** Shapes, paint servers and text: what a logo or an icon needs, nothing that runs or fetches. */
const SVG_TAGS = [
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "title",
  "desc",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "pattern",
  "marker",
  "filter",
  "feGaussianBlur",
  "feOffset",
  "feBlend",
  "feColorMatrix",
  "feFlood",
  "feComposite",
  "feMerge",
  "feMergeNode",
];

const SVG_ATTRIBUTES = [
  "id",
  "class",
  "xmlns",
  "xmlns:xlink",
  "version",
  "width",
  "height",
  "viewBox",
  "preserveAspectRatio",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "d",
  "points",
  "transform",
  "fill",
  "fill-opacity",
  "fill-rule",
  "clip-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "opacity",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "patternUnits",
  "patternContentUnits",
  "patternTransform",
  "clipPathUnits",
  "maskUnits",
  "maskContentUnits",
  "clip-path",
  "mask",
  "filter",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "dominant-baseline",
  "letter-spacing",
  "direction",
  "dx",
  "dy",
  "visibility",
  "display",
  "markerWidth",
  "markerHeight",
  "refX",
  "refY",
  "orient",
  "marker-start",
  "marker-mid",
  "marker-end",
  "stdDeviation",
  "in",
  "in2",
  "result",
  "mode",
  "values",
  "type",
  "operator",
  "flood-color",
  "flood-opacity",
  "href",
  "xlink:href",
];

/** A reference inside the document (#id) is harmless; anything else could run or fetch. */
const isLocalReference = (value: string) => /^#[\w.:-]+$/.test(value.trim());
/** url(#id) paints are local; url(http...) or url(javascript:...) are dropped with their attribute. */
const hasForeignUrl = (value: string) => /url\(\s*['"]?(?!#)/i.test(value);

/**
 * An uploaded SVG with its scripts, event handlers, foreign objects, external references and
 * style sheets removed. Only an allow-list of tags and attributes survives.
 */
export function sanitizeSvg(source: string): string {
  return sanitizeHtml(source, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { "*": SVG_ATTRIBUTES },
    // Content of these is dropped with the tag, not kept as text.
    nonTextTags: ["script", "style", "foreignObject", "textarea", "noscript", "iframe"],
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: ["href", "xlink:href"],
    allowProtocolRelative: false,
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    transformTags: {
      "*": (tagName, attribs) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          if (/^on/i.test(name)) continue;
          if ((name === "href" || name === "xlink:href") && !isLocalReference(value)) continue;
          if (hasForeignUrl(value)) continue;
          kept[name] = value;
        }
        return { tagName, attribs: kept };
      },
    },
  });
}

/** True when the bytes look like an SVG document (text, an <svg> root near the start). */
export function looksLikeSvg(data: Buffer): boolean {
  const head = data
    .subarray(0, 4096)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(
    head,
  );
}
