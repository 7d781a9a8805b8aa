import { type JsonLdObject, jsonLdText } from "./json-ld.ts";

/**
 * What a schema block renders: the JSON-LD script and nothing visible. On the site these blocks
 * are static (no script runs them), so the summary is in the HTML but `hidden`. In the editor's
 * preview the component runs in the browser: there the summary is shown, so the editor sees what
 * the block publishes (the type and each entity's name and address).
 */
export function SchemaBlock({
  kind,
  label,
  entities,
}: {
  kind: string;
  label: string;
  entities: readonly JsonLdObject[];
}) {
  const isPreview = typeof document !== "undefined";
  if (entities.length === 0) return null;
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(entities) }}
      />
      <div className="schema-block" data-schema={kind} hidden={!isPreview}>
        <p className="schema-block__title">
          {label} ({kind}) — بيانات منظمة لمحركات البحث، لا تظهر للزوار
        </p>
        <ul className="schema-block__list">
          {entities.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entities never reorder.
            <li key={i}>
              {String(e.name)}
              {typeof e.description === "string" ? ` — ${e.description}` : ""}
              {typeof e.keywords === "string" ? ` (${e.keywords})` : ""}
              {typeof e.paymentAccepted === "string" ? ` · ${e.paymentAccepted}` : ""}
              {Array.isArray(e.makesOffer)
                ? ` · ${e.makesOffer.map((o) => (typeof o === "object" && !Array.isArray(o) ? `${String(o.category)}${typeof o.description === "string" ? `: ${o.description}` : ""}` : "")).join("، ")}`
                : ""}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
