import type { FooterColumn } from "../../runtime/core/settings.ts";
import { useSite } from "../ui/site-context.tsx";

export type { FooterColumn };

export interface FooterProps {
  columns: FooterColumn[];
  /** general.footer.content.middle_html and bottom_footer: admin HTML. */
  middleHtml: string;
  bottomHtml: string;
  rights: string;
}

function href(url: string, base: string): string {
  return url.startsWith("/") && !url.startsWith("//") && !url.startsWith(base)
    ? `${base.replace(/\/$/, "")}${url}`
    : url;
}

/** The footer built from settings; rows without items are dropped. */
export function Footer({ columns, middleHtml, bottomHtml, rights }: FooterProps) {
  const { base } = useSite();
  const kept = columns.filter((c) => c.items.length > 0);
  return (
    <footer className="site-footer">
      {kept.length > 0 ? (
        <div className="site-footer__columns">
          {kept.map((c) => (
            <nav key={c.heading} className="site-footer__column" aria-label={c.heading}>
              <h2 className="site-footer__heading">{c.heading}</h2>
              <ul>
                {c.items.map((i) => (
                  <li key={`${i.url}-${i.label}`}>
                    <a
                      href={href(i.url, base)}
                      target={i.target === "_blank" ? "_blank" : undefined}
                      rel={i.target === "_blank" ? "noopener" : undefined}
                    >
                      {i.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      ) : null}
      {middleHtml ? (
        <div className="site-footer__middle" dangerouslySetInnerHTML={{ __html: middleHtml }} />
      ) : null}
      {bottomHtml ? (
        <div className="site-footer__bottom" dangerouslySetInnerHTML={{ __html: bottomHtml }} />
      ) : null}
      <p className="site-footer__rights">{rights}</p>
    </footer>
  );
}
