import { scriptJson } from "./block-frame.tsx";

/**
 * The script that opens the new window: its text is what the document's Content-Security-Policy
 * hashes (runtime/ssr/render.tsx), so the component and the policy read it from here.
 */
export const newWindowScript = (url: string): string =>
  `window.open(${scriptJson(url)},"_blank","noopener");`;

/** The interstitial of a page whose redirect opens in a new window: opens it, and links to it. */
export function NewWindow({
  url,
  texts,
}: {
  /** Already checked with safeNewWindowUrl (runtime/core/links.ts). */
  url: string;
  texts: { heading: string; open: string };
}) {
  const script = newWindowScript(url);
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
