import { createElement, Fragment, type ReactNode } from "react";

/**
 * The Collection Item's HTML template turned into React elements, with its placeholders
 * ({{photos}}, {{sizes}}) replaced by components. The HTML is the sanitiser's output
 * (runtime/core/sanitize-blocks.ts): well formed, attributes quoted, only the allowed tags and
 * attributes. Server and browser build the same elements from the same string, so the island
 * hydrates without a mismatch. A placeholder inside a paragraph or another phrasing element
 * splits that element: the component sits between its two halves (a <div> cannot live in a <p>),
 * and a half left with only white space is dropped, so "<p>{{photos}}</p>" becomes the carousel.
 */

type Placeholder = "photos" | "sizes";

type TemplateNode =
  | { kind: "text"; text: string }
  | { kind: "slot"; name: Placeholder }
  | { kind: "element"; tag: string; attrs: Record<string, string>; children: TemplateNode[] };

const VOID = new Set([
  "area",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "source",
  "track",
  "wbr",
]);
/** Elements that may hold only phrasing content: a placeholder inside one splits it. */
const PHRASING = new Set([
  "p",
  "span",
  "a",
  "strong",
  "em",
  "b",
  "i",
  "u",
  "s",
  "small",
  "bdi",
  "bdo",
  "sup",
  "sub",
  "code",
  "abbr",
  "cite",
  "q",
  "mark",
  "label",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "pre",
  "caption",
]);
/** Elements whose white-space text React refuses to hydrate. */
const NO_WHITESPACE = new Set([
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "colgroup",
  "ul",
  "ol",
  "select",
]);
/** Attribute names as React spells them; others pass as written (the sanitiser allows few). */
const REACT_ATTR: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  srcset: "srcSet",
  colspan: "colSpan",
  rowspan: "rowSpan",
  tabindex: "tabIndex",
};
const PLACEHOLDER = /\{\{\s*(photos|sizes)\s*\}\}/g;

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** The text of HTML character references (named ones the sanitiser writes, and numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code =
        ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

function parseAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const m of source.matchAll(re)) {
    const name = (m[1] ?? "").toLowerCase();
    // Never an event handler or inline style, whatever reached this far.
    if (name === "" || name.startsWith("on") || name === "style") continue;
    attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

function textNodes(text: string): TemplateNode[] {
  const out: TemplateNode[] = [];
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ kind: "text", text: decodeEntities(text.slice(last, at)) });
    out.push({ kind: "slot", name: m[1] === "photos" ? "photos" : "sizes" });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ kind: "text", text: decodeEntities(text.slice(last)) });
  return out;
}

/** The template's nodes: elements, text and the placeholders found in its text. */
export function parseTemplate(html: string): TemplateNode[] {
  const root: TemplateNode[] = [];
  const stack: { tag: string; children: TemplateNode[] }[] = [{ tag: "", children: root }];
  const top = () => stack[stack.length - 1] ?? { tag: "", children: root };
  const re =
    /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
  let last = 0;
  for (const m of html.matchAll(re)) {
    const at = m.index ?? 0;
    if (at > last) top().children.push(...textNodes(html.slice(last, at)));
    last = at + m[0].length;
    if (m[0].startsWith("<!--")) continue;
    const tag = (m[2] ?? "").toLowerCase();
    if (m[1] === "/") {
      const depth = stack.findLastIndex((s) => s.tag === tag);
      if (depth > 0) stack.length = depth;
      continue;
    }
    const el: TemplateNode = { kind: "element", tag, attrs: parseAttrs(m[3] ?? ""), children: [] };
    top().children.push(el);
    if (!VOID.has(tag) && m[4] !== "/") stack.push({ tag, children: el.children });
  }
  if (last < html.length) top().children.push(...textNodes(html.slice(last)));
  return root;
}

const isBlank = (nodes: readonly TemplateNode[]): boolean =>
  nodes.every((n) => n.kind === "text" && n.text.trim() === "");

/**
 * The nodes laid out for React: a placeholder lifted out of phrasing elements, only the first
 * of each placeholder kept, white space dropped where React cannot hydrate it, rows of a table
 * given the <tbody> the browser would add.
 */
export function layoutTemplate(nodes: readonly TemplateNode[]): TemplateNode[] {
  const seen = new Set<Placeholder>();
  const visit = (node: TemplateNode, parentTag: string): TemplateNode[] => {
    if (node.kind === "slot") {
      if (seen.has(node.name)) return [];
      seen.add(node.name);
      return [node];
    }
    if (node.kind === "text")
      return NO_WHITESPACE.has(parentTag) && node.text.trim() === "" ? [] : [node];
    let children = node.children.flatMap((c) => visit(c, node.tag));
    if (node.tag === "table" && children.some((c) => c.kind === "element" && c.tag === "tr"))
      children = [{ kind: "element", tag: "tbody", attrs: {}, children }];
    if (!PHRASING.has(node.tag)) return [{ ...node, children }];
    // A paragraph that held only a placeholder already used goes with it.
    if (node.children.some((c) => c.kind === "slot") && isBlank(children)) return [];
    if (!children.some((c) => c.kind === "slot")) return [{ ...node, children }];
    const out: TemplateNode[] = [];
    let part: TemplateNode[] = [];
    const flush = () => {
      if (!isBlank(part)) out.push({ ...node, children: part });
      part = [];
    };
    for (const c of children) {
      if (c.kind === "slot") {
        flush();
        out.push(c);
      } else part.push(c);
    }
    flush();
    return out;
  };
  return nodes.flatMap((n) => visit(n, ""));
}

/** Whether the laid-out template holds this placeholder. */
export function hasSlot(nodes: readonly TemplateNode[], name: Placeholder): boolean {
  return nodes.some((n) =>
    n.kind === "slot" ? n.name === name : n.kind === "element" && hasSlot(n.children, name),
  );
}

function propsOf(attrs: Record<string, string>, key: number): Record<string, unknown> {
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(attrs)) props[REACT_ATTR[name] ?? name] = value;
  return props;
}

/** React elements of the laid-out template, each placeholder drawn by `slots`. */
export function renderTemplate(
  nodes: readonly TemplateNode[],
  slots: Record<Placeholder, ReactNode>,
): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.kind === "text") return node.text;
    if (node.kind === "slot") return createElement(Fragment, { key: i }, slots[node.name]);
    const children = node.children.length > 0 ? renderTemplate(node.children, slots) : undefined;
    return VOID.has(node.tag)
      ? createElement(node.tag, propsOf(node.attrs, i))
      : createElement(node.tag, propsOf(node.attrs, i), children);
  });
}
