import type { IconName, Link } from "../../generated/types.ts";
import { dcStrategyOf } from "../../runtime/core/dynamic-content.ts";
import { isLinkVisible, linkHref } from "../../runtime/core/links.ts";
import { FormLink } from "./form-link.tsx";
import { Icon, isIconName } from "./icon.tsx";
import { usePageContent } from "./page-content.tsx";
import { useSite } from "./site-context.tsx";

interface CtaProps {
  link: Link;
  className?: string;
  isForced?: boolean;
}

/**
 * A Link / CTA value as a button-styled link; hidden when the link rules say so, and when its
 * dynamic-content strategy (dc_strategy, or one in a link_custom_config) refuses it (a link has
 * no fallback). A url naming a predefined link goes where that link goes (site/ui/page-content).
 */
export function Cta({ link, className = "", isForced = false }: CtaProps) {
  const { base } = useSite();
  const content = usePageContent();
  if (!isLinkVisible(link, isForced)) return null;
  if (content.display(dcStrategyOf(link), false) === "nothing") return null;
  const isNewWindow = link.target === "_blank";
  const icon: IconName = isIconName(link.icon) ? link.icon : "";
  const classes = `cta cta--${link.ui_type} cta--${link.size} ${className}`.trim();
  const label = (
    <>
      <span className="cta__label">{link.link_text}</span>
      {icon ? <Icon name={icon} /> : null}
    </>
  );
  if (link.type === "form")
    return (
      <FormLink
        className={classes}
        formId={link.rdx_forms_form_id}
        layout={link.form_layout}
        hiddenFields={link.hidden_fields}
        target={isNewWindow ? "_blank" : undefined}
        rel={isNewWindow ? "noopener" : undefined}
      >
        {label}
      </FormLink>
    );
  const predefined = content.predefined(link.url);
  return (
    <a
      className={classes}
      href={predefined?.href ?? linkHref(link, base)}
      target={isNewWindow ? "_blank" : undefined}
      rel={isNewWindow || link.type === "external" ? "noopener" : undefined}
      download={link.type === "file" ? "" : undefined}
      data-link-type={link.type}
      {...predefined?.attributes}
    >
      {label}
    </a>
  );
}

/** A row of CTAs; renders nothing when none is visible. */
export function CtaList({ links, className = "cta-list" }: { links: Link[]; className?: string }) {
  const content = usePageContent();
  const visible = links.filter(
    (l) => isLinkVisible(l) && content.display(dcStrategyOf(l), false) !== "nothing",
  );
  if (visible.length === 0) return null;
  return (
    <div className={className}>
      {visible.map((l, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: links are rendered once on the server and may share a url.
        <Cta key={`${l.url}-${i}`} link={l} />
      ))}
    </div>
  );
}
