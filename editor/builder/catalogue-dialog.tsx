import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { BlockTemplateKey } from "../../generated/types.ts";
import { call } from "../api.ts";
import { catalogue, groupCatalogue } from "./catalogue.ts";
import { Dialog } from "./dialog.tsx";
import {
  exampleImageIds,
  type LibraryPicture,
  type StartingLibrary,
  startingBlock,
} from "./page-state/add-block.ts";
import type { StoredBlock } from "./page-types.ts";

/** How many of the library's newest pictures new blocks may take in place of missing ones. */
const LIBRARY_PICTURES = 60;

const formsQuery = {
  queryKey: ["forms"],
  queryFn: () => call("listForms"),
  staleTime: 30_000,
} as const;

const picturesQuery = {
  queryKey: ["catalogue-pictures"],
  queryFn: () => call("listMedia", { query: { per_page: LIBRARY_PICTURES } }),
  staleTime: 30_000,
} as const;

/**
 * What the site holds for a new block of `key`: the published forms, the library's newest
 * pictures and which of the example's own pictures the library has. Whatever this editor cannot
 * read (no permission, offline) is left empty, and the example keeps its own ids.
 */
async function loadLibrary(client: QueryClient, key: BlockTemplateKey): Promise<StartingLibrary> {
  const [forms, pictures] = await Promise.all([
    client.fetchQuery(formsQuery).catch(() => null),
    client.fetchQuery(picturesQuery).catch(() => null),
  ]);
  const listed: LibraryPicture[] = (pictures?.data ?? []).map((p) => ({ id: p.id, alt: p.alt }));
  const known = new Map(listed.map((p) => [p.id, p.alt]));
  const unknown = exampleImageIds(key).filter((id) => !known.has(id));
  const found = await Promise.all(
    unknown.map((id) =>
      client
        .fetchQuery({
          queryKey: ["media-item", id],
          queryFn: () => call("getMedia", { params: { id } }),
          staleTime: 30_000,
        })
        .then((r) => r.data)
        .catch(() => null),
    ),
  );
  for (const item of found) if (item) known.set(item.id, item.alt);
  return {
    pictures: listed,
    known,
    publishedFormIds: (forms?.data ?? []).filter((f) => f.attributes.is_public).map((f) => f.id),
  };
}

/** A group heading's id ("Stock Locator" has a space, which an id reference cannot hold). */
const groupHeadingId = (group: string): string => `ed-cat-${group.replace(/\s+/g, "-")}`;

/** The catalogue's English name, smaller and quieter beside the Arabic one. */
const englishNameStyle = {
  color: "var(--ed-ink-muted)",
  fontSize: "0.8rem",
  fontWeight: 400,
} as const;

/**
 * A template's picture, or a neutral box when the picture is missing. Decorative: the card it
 * sits in names the block.
 */
export function Thumbnail({ src, name }: { src: string; name: string }) {
  const [isBroken, setBroken] = useState(false);
  if (isBroken)
    return (
      <span className="ed-thumb ed-thumb--missing" aria-hidden="true" title={name}>
        ▦
      </span>
    );
  return (
    <img
      className="ed-thumb"
      src={src}
      alt=""
      loading="lazy"
      width={240}
      height={135}
      onError={() => setBroken(true)}
    />
  );
}

/**
 * The block catalogue: visible templates by group, searchable in Arabic and English, each added
 * with one choice. A chosen block starts from its schema's example with the site's own pictures
 * and forms (page-state/add-block.ts), so it shows something on the page at once.
 */
export function CatalogueDialog({
  onPick,
  onClose,
  pageBlocks = [],
  pageLang = "ar",
}: {
  /** The chosen template and the block it starts as. */
  onPick: (key: BlockTemplateKey, block: StoredBlock) => void;
  onClose: () => void;
  /** The page's blocks now: a hero added to a page without H1 becomes its H1. */
  pageBlocks?: readonly StoredBlock[];
  /** The open page's language (the examples are Arabic: other pages start from the defaults). */
  pageLang?: string;
}) {
  const [query, setQuery] = useState("");
  const [preparing, setPreparing] = useState<BlockTemplateKey | null>(null);
  const client = useQueryClient();
  // Asked as the catalogue opens, so that a choice rarely waits for them.
  useQuery(formsQuery);
  useQuery(picturesQuery);
  const groups = groupCatalogue(catalogue, query);
  const count = groups.reduce((n, g) => n + g.entries.length, 0);

  async function pick(key: BlockTemplateKey) {
    if (preparing) return;
    setPreparing(key);
    const library = await loadLibrary(client, key);
    setPreparing(null);
    onPick(key, startingBlock({ key, pageBlocks, library, pageLang }));
  }
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
          {preparing
            ? "تُحضَّر الكتلة بمحتواها الأول…"
            : count === 0
              ? "لا توجد كتلة تطابق البحث."
              : `${new Intl.NumberFormat("ar").format(count)} كتلة`}
        </p>
        {groups.map((g) => (
          <section
            key={g.group}
            className="ed-catalogue__group"
            aria-labelledby={groupHeadingId(g.group)}
          >
            <h3 id={groupHeadingId(g.group)} className="ed-catalogue__group-title">
              {g.label}
            </h3>
            <ul className="ed-catalogue__list">
              {g.entries.map((e) => (
                <li key={e.key}>
                  <button
                    type="button"
                    className="ed-catalogue__card"
                    onClick={() => void pick(e.key)}
                    aria-busy={preparing === e.key}
                    disabled={preparing !== null}
                  >
                    <Thumbnail src={`/blocks_thumbnails/${e.key}.png`} name={e.name} />
                    {/* Named by what it shows, so the name read aloud starts with what it does. */}
                    <span className="ed-catalogue__name">
                      <span className="ed-visually-hidden">{`أضف «${e.name}»`}</span>
                      <span aria-hidden="true">{e.name}</span>
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
                    <span id={`ed-cat-desc-${e.key}`} className="ed-catalogue__desc">
                      {e.description}
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
