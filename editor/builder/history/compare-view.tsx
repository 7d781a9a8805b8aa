import { thumbnail } from "../../media/media-api.ts";
import type { BlockChange, FieldChange, ShownValue, SnapshotDiff, WordPart } from "./diff.ts";
import { type HistoryLang, historyText } from "./texts.ts";

/** A value as an editor reads it: text, a yes/no, or a picture's thumbnail with its alt text. */
function Value({ value, lang }: { value: ShownValue; lang: HistoryLang }) {
  switch (value.kind) {
    case "empty":
      return <span className="ed-hist__empty">{historyText(lang, "empty")}</span>;
    case "flag":
      return <span>{historyText(lang, value.value ? "yes" : "no")}</span>;
    case "image":
      return (
        <span className="ed-hist__image">
          <img
            src={thumbnail(value.id)}
            alt={value.alt || historyText(lang, "imageAlt", { id: value.id })}
            loading="lazy"
            width={160}
            height={90}
          />
          {value.alt ? (
            <span className="ed-hist__alt">
              {historyText(lang, "altText")}: <bdi>{value.alt}</bdi>
            </span>
          ) : null}
        </span>
      );
    case "text":
      return <bdi className="ed-hist__text">{value.text}</bdi>;
    default: {
      const never: never = value;
      return never;
    }
  }
}

/** A text change word by word: removed words struck through, added ones marked. */
function Words({ words, lang }: { words: WordPart[]; lang: HistoryLang }) {
  return (
    <p className="ed-hist__words" dir="auto">
      {words.map((w, i) =>
        w.kind === "same" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: word runs have no identity besides order
          <span key={i}>{w.text}</span>
        ) : w.kind === "added" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <ins key={i} className="ed-hist__ins">
            <span className="ed-visually-hidden">{historyText(lang, "addedWords")}</span>
            {w.text}
          </ins>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <del key={i} className="ed-hist__del">
            <span className="ed-visually-hidden">{historyText(lang, "removedWords")}</span>
            {w.text}
          </del>
        ),
      )}
    </p>
  );
}

function fieldTitle(change: FieldChange, lang: HistoryLang): string {
  if (change.item === null) return change.label;
  if (change.change === "added") return historyText(lang, "itemAdded", { n: change.item });
  if (change.change === "removed") return historyText(lang, "itemRemoved", { n: change.item });
  return `${historyText(lang, "item", { n: change.item })} › ${change.label}`;
}

/** The changed fields of a block or of the page settings, one row each. */
export function FieldChanges({ changes, lang }: { changes: FieldChange[]; lang: HistoryLang }) {
  return (
    <dl className="ed-hist__fields">
      {changes.map((change) => {
        const isText =
          change.words !== null && change.before.kind !== "image" && change.after.kind !== "image";
        return (
          <div key={change.path} className="ed-hist__field" data-path={change.path}>
            <dt>{fieldTitle(change, lang)}</dt>
            <dd>
              {isText && change.words ? (
                <Words words={change.words} lang={lang} />
              ) : (
                <span className="ed-hist__pair">
                  <span className="ed-hist__side ed-hist__side--before">
                    <span className="ed-hist__side-label">{historyText(lang, "before")}</span>
                    <Value value={change.before} lang={lang} />
                  </span>
                  <span className="ed-hist__side ed-hist__side--after">
                    <span className="ed-hist__side-label">{historyText(lang, "after")}</span>
                    <Value value={change.after} lang={lang} />
                  </span>
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

const STATUS_KEY = {
  added: "added",
  removed: "removed",
  changed: "changed",
  moved: "moved",
  same: "changed",
} as const;

function BlockCard({
  change,
  lang,
  restoreLabel,
  onRestore,
}: {
  change: BlockChange;
  lang: HistoryLang;
  restoreLabel: string;
  onRestore: ((change: BlockChange) => void) | null;
}) {
  const position = (change.toIndex ?? change.fromIndex ?? 0) + 1;
  return (
    <li className={`ed-hist__block ed-hist__block--${change.status}`}>
      <div className="ed-hist__block-head">
        <span className={`ed-hist__badge ed-hist__badge--${change.status}`}>
          {historyText(lang, STATUS_KEY[change.status])}
        </span>
        <h4 className="ed-hist__block-name">{change.name}</h4>
        <span className="ed-hist__position">
          {historyText(lang, "position")} <bdi>{new Intl.NumberFormat(lang).format(position)}</bdi>
        </span>
        {onRestore && change.before ? (
          <button
            type="button"
            className="ed-button ed-button--quiet ed-hist__restore"
            aria-label={`${restoreLabel}: ${change.name}`}
            onClick={() => onRestore(change)}
          >
            {historyText(lang, "restoreBlockShort")}
          </button>
        ) : null}
      </div>
      {change.isMoved && change.fromIndex !== null && change.toIndex !== null ? (
        <p className="ed-hist__moved">
          {historyText(lang, "movedFromTo", { from: change.fromIndex + 1, to: change.toIndex + 1 })}
        </p>
      ) : null}
      {change.fields.length > 0 ? <FieldChanges changes={change.fields} lang={lang} /> : null}
    </li>
  );
}

/**
 * The comparison: page settings that changed, then the blocks in the newer version's order
 * (removed ones where they were), unchanged blocks only counted.
 */
export function CompareView({
  diff,
  lang,
  restoreLabel,
  onRestoreBlock,
}: {
  diff: SnapshotDiff;
  lang: HistoryLang;
  /** The restore button's full name (which version the block comes back from). */
  restoreLabel: string;
  /** Absent: the reader may not edit the page. */
  onRestoreBlock: ((change: BlockChange) => void) | null;
}) {
  if (diff.isSame) return <p className="ed-hist__same">{historyText(lang, "noDifference")}</p>;
  const shown = diff.blocks.filter((b) => b.status !== "same");
  const unchanged = diff.blocks.length - shown.length;
  return (
    <div className="ed-hist">
      {diff.meta.length > 0 ? (
        <section className="ed-hist__section" aria-labelledby="ed-hist-meta">
          <h3 id="ed-hist-meta">{historyText(lang, "pageSettings")}</h3>
          <FieldChanges changes={diff.meta} lang={lang} />
        </section>
      ) : null}
      {shown.length > 0 ? (
        <section className="ed-hist__section" aria-labelledby="ed-hist-blocks">
          <h3 id="ed-hist-blocks">{historyText(lang, "blocks")}</h3>
          <ol className="ed-hist__blocks">
            {shown.map((change) => (
              <BlockCard
                key={`${change.fromIndex ?? "n"}-${change.toIndex ?? "n"}`}
                change={change}
                lang={lang}
                restoreLabel={restoreLabel}
                onRestore={onRestoreBlock}
              />
            ))}
          </ol>
        </section>
      ) : null}
      {unchanged > 0 ? (
        <p className="ed-field__hint">
          {historyText(lang, "unchangedBlocks", { count: unchanged })}
        </p>
      ) : null}
    </div>
  );
}
