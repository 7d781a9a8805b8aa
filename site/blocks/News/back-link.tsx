import type { NewsBackLink } from "./news-context.ts";

/**
 * A news page's link back to its list, above its blocks. Its href is the list itself until the
 * island (site/islands/news.ts) finds a page number stored for that list and makes it
 * {listPath}?currentPage={page}: a visitor without JavaScript still gets back to the list.
 */
export function NewsBackLinkBar({ link }: { link: NewsBackLink }) {
  return (
    <nav className="news-back" aria-label={link.label}>
      <a className="news-back__link" href={link.listPath} data-news-back={link.listPath}>
        <span className="news-back__arrow" aria-hidden="true">
          →
        </span>
        {link.label}
      </a>
    </nav>
  );
}
