/** The parts of a Link / CTA value that decide where it goes and whether it shows. */
interface LinkLike {
  link_text: string;
  url: string;
  type: "internal" | "external" | "form" | "file";
  target: "_self" | "_blank";
  rdx_forms_form_id: string;
}

/**
 * A link button shows when it is internal or external with both href and label, when it is a
 * form or file link, or when it is forced to show.
 */
export function isLinkVisible(link: LinkLike, isForced = false): boolean {
  if (isForced) return true;
  if (link.type === "form" || link.type === "file") return true;
  return link.url.trim() !== "" && link.link_text.trim() !== "";
}

/** Site-relative internal URLs gain the language base; anything else is used as given. */
export function linkHref(link: LinkLike, base: string): string {
  if (link.type === "form") return `#form-${encodeURIComponent(link.rdx_forms_form_id || "1")}`;
  const url = link.url.trim();
  if (link.type === "internal" && url.startsWith("/") && !url.startsWith("//")) {
    const root = base.replace(/\/$/, "");
    return url === root || url.startsWith(`${root}/`) ? url : `${root}${url}`;
  }
  return url;
}

/**
 * Where a new-window redirect may open: web and site-relative targets only; anything else
 * (javascript:, data:) goes to the language base instead.
 */
export function safeNewWindowUrl(url: string, base: string): string {
  return /^(https?:|\/|\.\/)/i.test(url) ? url : base;
}
