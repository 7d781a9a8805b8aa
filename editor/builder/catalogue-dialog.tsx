import { useState } from "react";
import type { BlockTemplateKey } from "../../generated/types.ts";
import { catalogue, groupCatalogue } from "./catalogue.ts";
import { Dialog } from "./dialog.tsx";

/** The catalogue's English name, smaller and quieter beside the Arabic one. */
const englishNameStyle = {
  color: "var(--ed-ink-muted)",
  fontSize: "0.8rem",
  fontWeight: 400,
} as const;

/** A template's picture, or a neutral box with its name when the picture is missing. */
export function Thumbnail({ src, name }: { src: string; name: string }) {
  const [isBroken, setBroken] = useState(false);
  if (isBroken)
    return (
      <span
        className="ed-thumb ed-thumb--missing"
        role="img"
        aria-label={`لا توجد صورة لـ ${name}`}
      >
        <span aria-hidden="true">▦</span>
      </span>
    );
  return (
    <img
      className="ed-thumb"
      src={src}
      alt={`معاينة مصغّرة لـ ${name}`}
      loading="lazy"
      width={240}
      height={135}
      onError={() => setBroken(true)}
    />
  );
}

/** The block catalogue: visible templates by group, searchable, each added with one choice. */
export function CatalogueDialog({
  onPick,
  onClose,
}: {
  onPick: (key: BlockTemplateKey) => void;
  onClose: () => void;
}) {
  const [query, setQuery] = useState("");
  const groups = groupCatalogue(catalogue, query);
  const count = groups.reduce((n, g) => n + g.entries.length, 0);
  return (
    <Dialog title="كتالوج الكتل" onClose={onClose} isWide>
      <div className="ed-catalogue">
        <label className="ed-field__label" htmlFor="ed-catalogue-search">
          ابحث في الكتل (بالعربية أو الإنجليزية)
        </label>
        <input
          id="ed-catalogue-search"
          className="ed-input"
          type="search"
          value={query}
          // The search field is where an editor starts typing when the catalogue opens.
          autoFocus
          onChange={(e) => setQuery(e.target.value)}
          aria-describedby="ed-catalogue-count"
        />
        <p id="ed-catalogue-count" className="ed-field__hint" aria-live="polite">
          {count === 0 ? "لا توجد كتلة تطابق البحث." : `${count} كتلة`}
        </p>
        {groups.map((g) => (
          <section
            key={g.group}
            className="ed-catalogue__group"
            aria-labelledby={`ed-cat-${g.group}`}
          >
            <h3 id={`ed-cat-${g.group}`} className="ed-catalogue__group-title">
              {g.label}
            </h3>
            <ul className="ed-catalogue__list">
              {g.entries.map((e) => (
                <li key={e.key}>
                  <button
                    type="button"
                    className="ed-catalogue__card"
                    onClick={() => onPick(e.key)}
                    aria-label={`أضف «${e.name}»`}
                    aria-describedby={`ed-cat-desc-${e.key}`}
                  >
                    <Thumbnail src={`/blocks_thumbnails/${e.key}.png`} name={e.name} />
                    <span className="ed-catalogue__name">
                      {e.name}
                      {e.catalogueName !== e.name ? (
                        <>
                          {" "}
                          <bdi
                            className="ed-catalogue__english"
                            lang="en"
                            dir="ltr"
                            style={englishNameStyle}
                          >
                            {e.catalogueName}
                          </bdi>
                        </>
                      ) : null}
                    </span>
                    <span
                      id={`ed-cat-desc-${e.key}`}
                      className="ed-catalogue__desc"
                      lang="en"
                      dir="ltr"
                    >
                      {e.shortDescription}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
