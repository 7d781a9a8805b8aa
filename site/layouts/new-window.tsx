import { scriptJson } from "./block-frame.tsx";

/** Only web and site-relative targets are opened; anything else (javascript:, data:) goes home. */
export function safeNewWindowUrl(url: string, base: string): string {
  return /^(https?:|\/|\.\/)/i.test(url) ? url : base;
}

/** The interstitial of a page whose redirect opens in a new window: opens it, and links to it. */
export function NewWindow({
  url,
  texts,
}: {
  /** Already checked with safeNewWindowUrl. */
  url: string;
  texts: { heading: string; open: string };
}) {
  const script = `window.open(${scriptJson(url)},"_blank","noopener");`;
  return (
    <section className="new-window">
      <h1 className="heading heading--l">{texts.heading}</h1>
      <p>
        <a className="cta cta--primary cta--medium" href={url} target="_blank" rel="noopener">
          {texts.open}
        </a>
      </p>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </section>
  );
}
