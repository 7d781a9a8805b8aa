import { useContext } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { imageSrcSet, imageUrl } from "../../../runtime/core/image-url.ts";
import { listPageHref, paginationLabel } from "../../../runtime/core/news.ts";
import { translator } from "../../i18n/index.ts";
import { Cta } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { useSite } from "../../ui/site-context.tsx";
import { type NewsCard, NewsContext, type NewsFeed } from "./news-context.ts";

/** The width-only variants of a card's picture (no crop: the card's frame crops it to 16:9). */
const cardImageSizes = [{ w: 1024 }, { w: 640 }] as const;

/**
 * The news list, rendered on the server from what the site route read (NewsContext): cards
 * newest first, pagination by plain links (?currentPage=N), the error and no-results texts, and
 * the quick links. Nothing here needs JavaScript; the island (site/islands/news.ts) only
 * remembers the page seen, for the news pages' back links. Without a feed (the editor's preview,
 * the catalogue thumbnail) it shows a preview of each state: a sample card with its Read more
 * and the pagination text, then the no-results and the error texts, so every text shows.
 */
export default function News({ block, index }: BlockProps<"lrdx-news">) {
  const { fields: f, groups } = block;
  const site = useSite();
  const t = translator(site.lang);
  const feed: NewsFeed | null = useContext(NewsContext)?.feeds[index] ?? null;
  const cardTag = f.heading ? Math.min(6, f.header_tag + 1) : f.header_tag;
  const quickLinks = groups.map((g) => g["rdx-link"]).filter((link) => link !== undefined);
  const labelId = `news-${index}-quick-links`;
  return (
    <div
      className={`news news--${f.background_color}${f.quick_links_is_reversed ? " news--reversed" : ""}`}
    >
      <Heading tag={f.header_tag} size="l" className="news__heading">
        {f.heading}
      </Heading>
      <div className="news__layout">
        <div className="news__main">
          {feed === null ? (
            <NewsPreview
              readMore={f.read_more}
              pagination={paginationLabel(f.pagination_text, 1, 3)}
              template={f.pagination_text}
              tag={cardTag}
              states={[
                { heading: f.no_results_heading, message: f.no_results_message },
                { heading: f.error_heading, message: f.error_message },
              ]}
              sample={{
                title: String(t("news.sampleTitle")),
                summary: String(t("news.sampleSummary")),
              }}
            />
          ) : feed.state === "error" ? (
            <NewsState heading={f.error_heading} message={f.error_message} isAlert />
          ) : feed.items.length === 0 ? (
            <>
              <NewsState heading={f.no_results_heading} message={f.no_results_message} />
              {feed.totalPages > 0 ? (
                <p className="news__first-page">
                  <a href={listPageHref(feed.listPath, 1)}>{t("news.firstPage")}</a>
                </p>
              ) : null}
            </>
          ) : (
            <div data-news-list={feed.listPath} data-news-page={feed.page}>
              <ol className="news__list">
                {feed.items.map((item, i) => (
                  <NewsCardItem
                    key={item.url}
                    item={item}
                    readMore={f.read_more}
                    dateLabel={feed.dateLabel}
                    tag={cardTag}
                    // Only a first card that opens the page can be its largest picture; the
                    // others load as they near the screen instead of competing with the hero.
                    isEager={index === 0 && i === 0}
                    mediaBase={site.mediaBase}
                  />
                ))}
              </ol>
              {feed.totalPages > 1 ? (
                <nav className="news__pagination" aria-label={String(t("news.pagination"))}>
                  {feed.page > 1 ? (
                    <a
                      className="news__page-link news__page-link--previous"
                      rel="prev"
                      href={listPageHref(feed.listPath, feed.page - 1)}
                    >
                      {t("news.previous")}
                    </a>
                  ) : null}
                  <p className="news__page-status" aria-current="page">
                    {paginationLabel(f.pagination_text, feed.page, feed.totalPages)}
                  </p>
                  {feed.page < feed.totalPages ? (
                    <a
                      className="news__page-link news__page-link--next"
                      rel="next"
                      href={listPageHref(feed.listPath, feed.page + 1)}
                    >
                      {t("news.next")}
                    </a>
                  ) : null}
                </nav>
              ) : null}
            </div>
          )}
        </div>
        {quickLinks.length > 0 ? (
          <aside className="news__quick-links" aria-labelledby={labelId}>
            <p id={labelId} className="news__quick-links-label">
              {f.quick_links_mobile_label || t("news.quickLinks")}
            </p>
            <ul className="news__quick-links-list">
              {quickLinks.map((link, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a static list, rendered once on the server.
                <li key={i}>
                  <Cta link={link} className="news__quick-link" />
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
    </div>
  );
}

/** The editor's view of the block without news: a sample card and each state's texts. */
function NewsPreview({
  readMore,
  pagination,
  template,
  tag,
  states,
  sample,
}: {
  readMore: string;
  pagination: string;
  /** The pagination text as typed, beside what it gives for page 1 of 3. */
  template: string;
  tag: number;
  states: { heading: string; message: string }[];
  sample: { title: string; summary: string };
}) {
  return (
    <div className="news__preview">
      <ol className="news__list">
        <li className="news-card">
          <div className="news-card__image news-card__image--empty" />
          <div className="news-card__body">
            <Heading tag={tag} size="s" className="news-card__title">
              {sample.title}
            </Heading>
            <p className="news-card__summary">{sample.summary}</p>
            {readMore ? <span className="news-card__more">{readMore}</span> : null}
          </div>
        </li>
      </ol>
      <p className="news__page-status news__pagination">
        {pagination} <span className="news__template">({template})</span>
      </p>
      {states.map((s) => (
        <div key={s.heading + s.message} className="news__state news__state--preview">
          {s.heading ? <p className="news__state-heading">{s.heading}</p> : null}
          {s.message ? <p className="news__state-message">{s.message}</p> : null}
        </div>
      ))}
    </div>
  );
}

function NewsState({
  heading,
  message,
  isAlert = false,
}: {
  heading: string;
  message: string;
  isAlert?: boolean;
}) {
  return (
    <div className="news__state" role={isAlert ? "alert" : "status"}>
      {heading ? <p className="news__state-heading">{heading}</p> : null}
      {message ? <p className="news__state-message">{message}</p> : null}
    </div>
  );
}

function NewsCardItem({
  item,
  readMore,
  dateLabel,
  tag,
  isEager,
  mediaBase,
}: {
  item: NewsCard;
  readMore: string;
  dateLabel: string;
  tag: number;
  isEager: boolean;
  mediaBase: string;
}) {
  return (
    <li className="news-card">
      <img
        className="news-card__image"
        src={imageUrl(mediaBase, item.imageId, { w: 640 })}
        srcSet={imageSrcSet(mediaBase, item.imageId, cardImageSizes)}
        sizes="(min-width: 1340px) 420px, (min-width: 741px) 45vw, 100vw"
        width={640}
        height={360}
        alt=""
        loading={isEager ? "eager" : "lazy"}
        decoding="async"
      />
      <div className="news-card__body">
        {item.dateText ? (
          <p className="news-card__date">
            {dateLabel ? <span className="news-card__date-label">{dateLabel} </span> : null}
            <time dateTime={item.dateTime}>{item.dateText}</time>
          </p>
        ) : null}
        <Heading tag={tag} size="s" className="news-card__title">
          <a href={item.url}>{item.title}</a>
        </Heading>
        {item.description ? <p className="news-card__summary">{item.description}</p> : null}
        {readMore ? (
          <a className="news-card__more" href={item.url} aria-label={`${readMore}: ${item.title}`}>
            {readMore}
          </a>
        ) : null}
      </div>
    </li>
  );
}
