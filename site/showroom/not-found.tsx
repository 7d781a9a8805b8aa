/**
 * The showroom's error (001 §8: the vehicle could not be fetched, or has no model): what
 * happened, and the way back to the vehicles on offer. Its page answers 404.
 */
export function ShowroomNotFound({
  texts,
  backHref,
}: {
  texts: { title: string; body: string; back: string };
  backHref: string;
}) {
  return (
    <section className="showroom-missing" aria-labelledby="showroom-missing-h">
      <h1 id="showroom-missing-h" className="heading heading--l">
        {texts.title}
      </h1>
      <p>{texts.body}</p>
      <a className="cta cta--primary" href={backHref}>
        {texts.back}
      </a>
    </section>
  );
}
