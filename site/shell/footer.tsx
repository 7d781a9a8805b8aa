import {
  type FooterItem,
  type FooterModel,
  type FooterRow,
  isFooterEmpty,
  type Retailer,
} from "../../runtime/core/footer.ts";
import { translator } from "../i18n/index.ts";
import { Icon, isIconName } from "../ui/icon.tsx";
import { usePageContent } from "../ui/page-content.tsx";
import { useSite } from "../ui/site-context.tsx";
import { shellHref } from "./header.tsx";
import { SearchForm } from "./search-form.tsx";

interface FooterProps {
  /** The footer's parts for this page (runtime/core/footer footerModel). */
  model: FooterModel;
  /** The retailers area's retailers (shown when model.retailersApi is set). */
  retailers?: readonly Retailer[];
  rights: string;
}

/** A list key from an item's content (footer lists are static: they never reorder). */
function itemKey(item: FooterItem): string {
  return `${item.type}|${item.url ?? item.image?.src ?? ""}|${item.label}`;
}

function ItemIcon({ name }: { name: string | undefined }) {
  return name && isIconName(name) ? <Icon name={name} className="site-footer__icon" /> : null;
}

function Item({ item }: { item: FooterItem }) {
  const { base } = useSite();
  // A url naming a predefined link goes where that link goes (site/ui/page-content.tsx).
  const predefined = usePageContent().predefined(item.url ?? "");
  if (item.type === "wrapper") {
    const Tag = item.tag;
    return (
      <Tag id={item.id} className={`site-footer__wrapper ${item.className ?? ""}`.trim()}>
        {item.label ? <span>{item.label}</span> : null}
        {(item.items ?? []).map((child) => (
          <Item key={itemKey(child)} item={child} />
        ))}
      </Tag>
    );
  }
  const content =
    item.type === "image" && item.image ? (
      <img
        src={item.image.src}
        alt={item.image.alt || item.label}
        width={item.image.width}
        height={item.image.height}
        loading="lazy"
        className="site-footer__image"
      />
    ) : (
      <>
        <ItemIcon name={item.icon} />
        {item.type === "social" && item.icon && isIconName(item.icon) ? (
          <span className="site-footer__social-text">{item.label}</span>
        ) : (
          item.label
        )}
      </>
    );
  if (!item.url)
    return (
      <span id={item.id} className={item.className}>
        {content}
      </span>
    );
  const rel = [item.rel, item.target === "_blank" ? "noopener" : ""].filter(Boolean).join(" ");
  return (
    <a
      id={item.id}
      className={`site-footer__link site-footer__link--${item.type} ${item.className ?? ""}`.trim()}
      href={predefined?.href ?? shellHref(item.url, base)}
      target={item.target === "_blank" ? "_blank" : undefined}
      rel={rel || undefined}
      aria-label={item.ariaLabel}
      {...predefined?.attributes}
    >
      {content}
    </a>
  );
}

function Row({ row }: { row: FooterRow }) {
  const { base } = useSite();
  const Heading = row.headingTag;
  return (
    <div className="site-footer__row">
      {row.heading ? (
        <Heading className="site-footer__heading">
          {row.headingLink ? (
            <a
              href={shellHref(row.headingLink.url, base)}
              target={row.headingLink.target === "_blank" ? "_blank" : undefined}
              rel={row.headingLink.target === "_blank" ? "noopener" : undefined}
            >
              {row.heading}
            </a>
          ) : (
            row.heading
          )}
        </Heading>
      ) : null}
      {row.items.length > 0 ? (
        <ul>
          {row.items.map((item) => (
            <li key={itemKey(item)}>
              <Item item={item} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The footer built from the JSON settings of the page's variant: the columns (links or social,
 * rows of items), the medium row, a site search, the middle and bottom HTML, the retailers area,
 * and the rights line. With every JSON part empty, general.footer.content's raw HTML is shown.
 */
export function Footer({ model, retailers = [], rights }: FooterProps) {
  const { base, lang } = useSite();
  const t = translator(lang);
  const isEmpty = isFooterEmpty(model);
  return (
    <footer className={`site-footer site-footer--${model.variant}`}>
      {model.searchbar ? (
        <SearchForm
          id="site-footer-search"
          className="site-footer__search"
          label={t("footer.search")}
          placeholder={model.searchbar.placeholder || t("footer.searchPlaceholder")}
        />
      ) : null}
      {model.topFooter.length > 0 ? (
        <div className="site-footer__columns">
          {model.topFooter.map((column) => (
            <div
              key={column.rows.map((r) => r.heading + r.items.map(itemKey).join()).join("/")}
              className={`site-footer__column site-footer__column--${column.type}`}
            >
              {column.rows.map((row) => (
                <Row key={row.heading + row.items.map(itemKey).join()} row={row} />
              ))}
            </div>
          ))}
        </div>
      ) : null}
      {model.mediumFooter.length > 0 ? (
        <ul className="site-footer__medium">
          {model.mediumFooter.map((item) => (
            <li key={itemKey(item)}>
              <Item item={item} />
            </li>
          ))}
        </ul>
      ) : null}
      {model.retailersApi && retailers.length > 0 ? (
        <section className="site-footer__retailers" aria-labelledby="site-footer-retailers">
          <h2 id="site-footer-retailers" className="site-footer__heading">
            {t("footer.retailers")}
          </h2>
          <ul>
            {retailers.map((r) => (
              <li key={r.name}>
                <a href={shellHref(r.url, base)}>{r.name}</a>
                <span>{r.city}</span>
                {/* The number a visitor sees is the start of the link's name (what voice
                    control users say), then whom it calls. */}
                <a href={`tel:${r.phone.replace(/\s+/g, "")}`}>
                  <bdi dir="ltr">{r.phone}</bdi>
                  <span className="visually-hidden"> {t("footer.call", { name: r.name })}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {model.middleHtml ? (
        <div
          className="site-footer__middle"
          dangerouslySetInnerHTML={{ __html: model.middleHtml }}
        />
      ) : null}
      {model.bottomHtml ? (
        <div
          className="site-footer__bottom"
          dangerouslySetInnerHTML={{ __html: model.bottomHtml }}
        />
      ) : null}
      {isEmpty && model.fallbackHtml ? (
        <div
          className="site-footer__fallback"
          dangerouslySetInnerHTML={{ __html: model.fallbackHtml }}
        />
      ) : null}
      <p className="site-footer__rights">{rights}</p>
    </footer>
  );
}
