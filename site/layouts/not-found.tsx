import { imageSrcSet, imageUrl } from "../../runtime/core/image-url.ts";
import type { NotFoundView } from "../../runtime/core/not-found.ts";
import { useSite } from "../ui/site-context.tsx";

interface NotFoundTextsProps {
  heading: string;
  intro: string;
  reasons: string[];
  suggestions: string;
  goHome: string;
  goBack: string;
}

/** The 'page not found' view in its variants: admin HTML, the lrdx static text, or the hero banner. */
export function NotFound({
  view,
  texts,
  backHref,
}: {
  view: NotFoundView;
  texts: NotFoundTextsProps;
  backHref: string | null;
}) {
  const { base, mediaBase } = useSite();
  if (view.variant === "html")
    return (
      <div className="not-found not-found--html" dangerouslySetInnerHTML={{ __html: view.html }} />
    );
  if (view.variant === "hero") {
    const sizes = [
      { w: 1600, h: 900 },
      { w: 1024, h: 576 },
      { w: 640, h: 360 },
    ];
    return (
      <section className="not-found not-found--hero">
        <img
          className="not-found__image"
          src={imageUrl(mediaBase, view.imageId, { w: 1600, h: 900 })}
          srcSet={imageSrcSet(mediaBase, view.imageId, sizes)}
          sizes="100vw"
          alt=""
          width={1600}
          height={900}
        />
        <div className="not-found__box">
          <h1 className="heading heading--xl">{view.heading}</h1>
          <p>{view.paragraph}</p>
          <a className="cta cta--primary cta--medium" href={base}>
            {view.buttonLabel}
          </a>
        </div>
      </section>
    );
  }
  return (
    <section className="not-found not-found--text">
      <h1 className="heading heading--xl">{texts.heading}</h1>
      <p>{texts.intro}</p>
      <ul>
        {texts.reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <p>{texts.suggestions}</p>
      <p className="not-found__actions">
        <a className="cta cta--primary cta--medium" href={base}>
          {texts.goHome}
        </a>
        {backHref ? (
          <a className="cta cta--secondary cta--medium" href={backHref}>
            {texts.goBack}
          </a>
        ) : null}
      </p>
    </section>
  );
}
