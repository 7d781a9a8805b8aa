/**
 * Why a page shown at its preview address (/{lang}/disabled-preview/…) is not what visitors get:
 * never published, or published once and taken offline (disabled).
 */
export type PreviewState = "unpublished" | "disabled";

/** The banner's texts, in the page's language (site/i18n `disabledPreview`). */
export interface PreviewBannerTexts {
  heading: string;
  body: string;
}

const bannerStyle = {
  boxSizing: "border-box",
  paddingBlock: "0.75rem",
  paddingInline: "var(--gutter, 1rem)",
  background: "#fff4d6",
  color: "#3d2800",
  borderBlockEnd: "4px solid #9a5b00",
  lineHeight: 1.6,
} as const;

/**
 * Server-rendered at the top of the document, above the site's header, for the signed-in editor
 * only (no JavaScript): a region named by its heading, its text a status. Dark brown on light
 * amber (about 13:1), in the document's direction.
 */
export function PreviewBanner({ texts }: { texts: PreviewBannerTexts }) {
  return (
    <section
      className="preview-banner"
      aria-labelledby="preview-banner-heading"
      style={bannerStyle}
    >
      <div role="status">
        <h2 id="preview-banner-heading" style={{ margin: 0, fontSize: "1.05rem", fontWeight: 700 }}>
          {texts.heading}
        </h2>
        <p style={{ margin: 0, fontSize: "0.95rem" }}>{texts.body}</p>
      </div>
    </section>
  );
}
