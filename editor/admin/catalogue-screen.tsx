import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useRef, useState } from "react";
import { thumbnail } from "../media/media-api.ts";
import { useCan } from "../session.tsx";
import {
  ConfirmButton,
  errorText,
  IDLE,
  Notice,
  QueryState,
  type Status,
  StatusLine,
} from "./admin-ui.tsx";
import { CATALOGUE_KEY, deleteRow, fetchCatalogue } from "./catalogue/catalogue-api.ts";
import {
  EngineForm,
  ModelForm,
  NamedForm,
  NameplateForm,
  SheetForm,
} from "./catalogue/catalogue-forms.tsx";
import {
  type Catalogue,
  deleteRefusal,
  type Engine,
  enginesOf,
  FUEL_LABELS,
  formatPrice,
  inOrder,
  KIND_WORDS,
  type Kind,
  kindVerb,
  type Model,
  modelsOf,
  modelTitle,
  type Named,
  type NamedList,
  type Nameplate,
  nameplatesOf,
  POWERTRAIN_LABELS,
  priceFrom,
  sheetSize,
} from "./catalogue/catalogue-logic.ts";
import "./forms/forms.css";
import "./catalogue/catalogue.css";

/** The one form open on the screen, and where it is drawn. */
type Editing =
  | { kind: "closed" }
  | { kind: "named"; list: NamedList; row: Named | null }
  | { kind: "nameplate"; row: Nameplate | null; brandId: number }
  | { kind: "model"; row: Model | null; nameplateId: number }
  | { kind: "engine"; row: Engine | null; modelId: number }
  | { kind: "sheet"; key: string };

const CLOSED: Editing = { kind: "closed" };

/** The id of the row of a kind that a form edits, if it edits one. */
function editedRow(editing: Editing, kind: Kind): number | undefined {
  switch (editing.kind) {
    case "named":
      return editing.list === kind ? editing.row?.id : undefined;
    case "nameplate":
      return kind === "nameplates" ? editing.row?.id : undefined;
    case "model":
      return kind === "models" ? editing.row?.id : undefined;
    case "engine":
      return kind === "engines" ? editing.row?.id : undefined;
    default:
      return undefined;
  }
}

/** The screen's three parts, each with its own outcome line next to what was done. */
type Part = NamedList | "tree";

const SWITCH_QUESTION = "في النموذج المفتوح تغييرات غير محفوظة. هل تريد تركها وفتح غيره؟";

/** Whether an open form would lose typed values, asked before another replaces it. */
const isOpenFormDirty = () =>
  document.querySelector(".adm-cat-form")?.getAttribute("data-dirty") === "true";

/** The heading of a part, which takes the focus when what had it is gone (a deleted row). */
const focusPart = (part: Part) =>
  requestAnimationFrame(() => document.getElementById(`adm-cat-${part}`)?.focus());

/** The first field of the form just opened. */
const focusForm = () =>
  requestAnimationFrame(() =>
    document
      .querySelector<HTMLElement>(".adm-cat-form input:not([readonly]), .adm-cat-form select")
      ?.focus(),
  );

/**
 * /ar/admin/catalogue: the model catalogue (brands, body styles, nameplates, their models and
 * the models' engines) and the nameplates' and models' specification sheets, which the quizzes,
 * selectors, calculators and specification blocks read. Reading needs pages:read, changes
 * pages:write.
 */
export default function CatalogueScreen() {
  const canWrite = useCan("pages:write");
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: CATALOGUE_KEY, queryFn: fetchCatalogue });
  const [editing, setEditing] = useState<Editing>(CLOSED);
  const [status, setStatus] = useState<{ part: Part; status: Status }>({
    part: "tree",
    status: IDLE,
  });
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const opener = useRef<HTMLElement | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });

  function open(next: Editing, part: Part) {
    if (editing.kind !== "closed" && isOpenFormDirty() && !window.confirm(SWITCH_QUESTION)) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(next);
    setStatus({ part, status: IDLE });
    focusForm();
  }

  function close(part: Part, text?: string) {
    setEditing(CLOSED);
    if (text) setStatus({ part, status: { kind: "ok", text } });
    void reload();
    const back = opener.current;
    requestAnimationFrame(() => {
      if (back?.isConnected) back.focus();
      else document.getElementById(`adm-cat-${part}`)?.focus();
    });
  }

  async function remove(kind: Kind, id: number, name: string, part: Part) {
    setStatus({ part, status: { kind: "busy", text: "جارٍ الحذف…" } });
    try {
      await deleteRow(kind, id);
      setStatus({
        part,
        status: {
          kind: "ok",
          text: `${kindVerb(kind, "deleted")} ${KIND_WORDS[kind].one} «${name}»`,
        },
      });
      // A form open on the deleted row goes with it; one open elsewhere keeps what was typed.
      setEditing((now) => (editedRow(now, kind) === id ? CLOSED : now));
      focusPart(part);
    } catch (error) {
      setStatus({
        part,
        status: { kind: "error", text: deleteRefusal(kind, name, error, errorText(error)) },
      });
    } finally {
      await reload();
    }
  }

  const toggle = (nameplateId: number) =>
    setExpanded((all) => {
      const next = new Set(all);
      if (next.has(nameplateId)) next.delete(nameplateId);
      else next.add(nameplateId);
      return next;
    });

  const context: TreeContext = {
    canWrite,
    editing,
    open,
    close,
    remove,
    statusOf: (part) => (status.part === part ? status.status : IDLE),
    dismiss: (part) => {
      setStatus({ part, status: IDLE });
      focusPart(part);
    },
    expanded,
    toggle,
  };

  return (
    <section className="adm-screen adm-cat" aria-labelledby="adm-catalogue-title">
      <h1 id="adm-catalogue-title">كتالوج الطرازات</h1>
      <p className="adm-hint">
        العلامات التجارية وأنواع الهيكل والطرازات وفئاتها ومحركاتها وأسعارها، وأوراق المواصفات التي
        تقرأ منها الاختبارات وأدوات الاختيار والحاسبات وكتل المواصفات. يظهر كل تغيير على الموقع فور
        حفظه.
      </p>
      {!canWrite && <Notice>العرض فقط: ليست لديك صلاحية تعديل الكتالوج.</Notice>}
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {query.data && (
          <>
            <NamedPart list="brands" catalogue={query.data} context={context} />
            <NamedPart list="body_styles" catalogue={query.data} context={context} />
            <TreePart catalogue={query.data} context={context} />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** What every part of the screen is handed by the screen. */
interface TreeContext {
  canWrite: boolean;
  editing: Editing;
  open: (next: Editing, part: Part) => void;
  close: (part: Part, text?: string) => void;
  remove: (kind: Kind, id: number, name: string, part: Part) => Promise<void>;
  statusOf: (part: Part) => Status;
  /** Hides a part's outcome line (the focus goes to the part's heading). */
  dismiss: (part: Part) => void;
  expanded: ReadonlySet<number>;
  toggle: (nameplateId: number) => void;
}

/** A part of the screen: a card with its heading (which can take the focus) and outcome line. */
function PartCard({
  part,
  title,
  hint,
  status,
  onDismiss,
  children,
}: {
  part: Part;
  title: string;
  hint: ReactNode;
  status: Status;
  onDismiss: (part: Part) => void;
  children: ReactNode;
}) {
  return (
    <section className="adm-card adm-cat-part" aria-labelledby={`adm-cat-${part}`}>
      <h2 id={`adm-cat-${part}`} tabIndex={-1}>
        {title}
      </h2>
      <p className="adm-hint">{hint}</p>
      {children}
      {/* Last in the part and kept in view at the bottom while the part is on screen: what was
          done is read beside it, however far down the tree it was done. */}
      <div className={`adm-cat-outcome adm-cat-outcome--${status.kind}`}>
        <StatusLine status={status} />
        {(status.kind === "ok" || status.kind === "error") && (
          <button type="button" className="adm-button" onClick={() => onDismiss(part)}>
            إخفاء
          </button>
        )}
      </div>
    </section>
  );
}

// ---------------------------------------------------------------- brands and body styles

const NAMED_PARTS: Readonly<
  Record<
    NamedList,
    {
      title: string;
      hint: string;
      add: string;
      empty: string;
      uses: string;
      /** The question before deleting a row still in use (the server will refuse it). */
      inUse: (name: string, uses: number) => string;
    }
  >
> = {
  brands: {
    title: "العلامات التجارية",
    hint: "تُجمع الطرازات تحت علامتها التجارية.",
    add: "إضافة علامة تجارية",
    empty: "لا توجد علامات تجارية بعد. أضف علامة لتضيف إليها الطرازات.",
    uses: "الطرازات",
    inUse: (name, uses) =>
      `للعلامة التجارية «${name}» طرازات (${uses})، فلن يقبل الخادم حذفها. هل تريد المحاولة؟`,
  },
  body_styles: {
    title: "أنواع الهيكل",
    hint: "لكل فئة نوع هيكل واحد (SUV، كوبيه، صالون…).",
    add: "إضافة نوع هيكل",
    empty: "لا توجد أنواع هيكل بعد. أضف نوعاً قبل إضافة الفئات.",
    uses: "الفئات",
    inUse: (name, uses) =>
      `تستخدم فئاتٌ (${uses}) نوع الهيكل «${name}»، فلن يقبل الخادم حذفه. هل تريد المحاولة؟`,
  },
};

function NamedPart({
  list,
  catalogue,
  context,
}: {
  list: NamedList;
  catalogue: Catalogue;
  context: TreeContext;
}) {
  const words = NAMED_PARTS[list];
  const rows = inOrder(catalogue[list]);
  const { editing, canWrite } = context;
  const isOpen = editing.kind === "named" && editing.list === list;
  const usesOf = (row: Named) =>
    list === "brands"
      ? catalogue.nameplates.filter((n) => n.brand_id === row.id).length
      : catalogue.models.filter((m) => m.body_style_id === row.id).length;
  return (
    <PartCard
      part={list}
      title={words.title}
      hint={words.hint}
      status={context.statusOf(list)}
      onDismiss={context.dismiss}
    >
      {canWrite && !(isOpen && editing.row === null) && (
        <div className="adm-toolbar">
          <button
            type="button"
            className="adm-button adm-button--primary"
            onClick={() => context.open({ kind: "named", list, row: null }, list)}
          >
            {words.add}
          </button>
        </div>
      )}
      {isOpen && (
        <NamedForm
          key={editing.row?.id ?? "new"}
          list={list}
          row={editing.row}
          onDone={(text) => context.close(list, text)}
        />
      )}
      {rows.length === 0 ? (
        <div className="adm-state adm-state--empty">
          <p>{words.empty}</p>
        </div>
      ) : (
        <div className="adm-table-wrap adm-table-wrap--cards">
          <table className="adm-table adm-table--cards adm-cat-named">
            <caption className="adm-visually-hidden">{words.title}</caption>
            <thead>
              <tr>
                <th scope="col">الرمز</th>
                <th scope="col">الاسم بالعربية</th>
                <th scope="col">الاسم بالإنجليزية</th>
                <th scope="col">الترتيب</th>
                <th scope="col">{words.uses}</th>
                <th scope="col">
                  <span className="adm-visually-hidden">إجراءات</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <NamedRow key={row.id} list={list} row={row} uses={usesOf(row)} context={context} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PartCard>
  );
}

function NamedRow({
  list,
  row,
  uses,
  context,
}: {
  list: NamedList;
  row: Named;
  uses: number;
  context: TreeContext;
}) {
  const words = NAMED_PARTS[list];
  const one = KIND_WORDS[list].one;
  return (
    <tr data-code={row.code}>
      <td data-label="الرمز">
        <code dir="ltr">{row.code}</code>
      </td>
      <td data-label="الاسم بالعربية">
        <bdi>{row.name_ar}</bdi>
      </td>
      <td data-label="الاسم بالإنجليزية">
        <bdi lang="en">{row.name_en}</bdi>
      </td>
      <td data-label="الترتيب">{row.position}</td>
      <td data-label={words.uses}>{uses}</td>
      <td className="adm-row-actions" data-label="إجراءات">
        {context.canWrite && (
          <>
            <button
              type="button"
              className="adm-button"
              aria-label={`تعديل ${one} «${row.name_ar}»`}
              onClick={() => context.open({ kind: "named", list, row }, list)}
            >
              تعديل
            </button>
            <ConfirmButton
              label="حذف"
              ariaLabel={`حذف ${one} «${row.name_ar}»`}
              question={uses > 0 ? words.inUse(row.name_ar, uses) : `حذف ${one} «${row.name_ar}»؟`}
              confirmLabel="حذف"
              onConfirm={() => void context.remove(list, row.id, row.name_ar, list)}
            />
          </>
        )}
      </td>
    </tr>
  );
}

// ---------------------------------------------------------------- the tree

function TreePart({ catalogue, context }: { catalogue: Catalogue; context: TreeContext }) {
  const brands = inOrder(catalogue.brands);
  return (
    <PartCard
      part="tree"
      title="الطرازات وفئاتها ومحركاتها"
      hint={
        <>
          لكل طراز فئاته (سنة الطراز · نوع الهيكل · اسم الفئة)، ولكل فئة محركاتها وأسعارها بعملة
          الموقع (<bdi>{catalogue.currency.iso}</bdi>). سعر الفئة «ابتداءً من» هو أقل أسعار محركاتها.
        </>
      }
      status={context.statusOf("tree")}
      onDismiss={context.dismiss}
    >
      {brands.length === 0 ? (
        <div className="adm-state adm-state--empty">
          <p>لا توجد طرازات بعد: أضف علامة تجارية أولاً، ثم طرازاتها.</p>
        </div>
      ) : (
        brands.map((brand) => (
          <BrandGroup key={brand.id} brand={brand} catalogue={catalogue} context={context} />
        ))
      )}
    </PartCard>
  );
}

function BrandGroup({
  brand,
  catalogue,
  context,
}: {
  brand: Named;
  catalogue: Catalogue;
  context: TreeContext;
}) {
  const titleId = useId();
  const nameplates = nameplatesOf(catalogue, brand.id);
  const { editing } = context;
  const isAdding =
    editing.kind === "nameplate" && editing.row === null && editing.brandId === brand.id;
  return (
    <section className="adm-cat-brand" aria-labelledby={titleId} data-brand-code={brand.code}>
      <div className="adm-cat-brand__head">
        <h3 id={titleId}>
          <bdi>{brand.name_ar}</bdi>
        </h3>
        {context.canWrite && !isAdding && (
          <button
            type="button"
            className="adm-button"
            aria-label={`إضافة طراز إلى «${brand.name_ar}»`}
            onClick={() =>
              context.open({ kind: "nameplate", row: null, brandId: brand.id }, "tree")
            }
          >
            إضافة طراز
          </button>
        )}
      </div>
      {isAdding && (
        <NameplateForm
          catalogue={catalogue}
          row={null}
          brandId={brand.id}
          onDone={(text) => context.close("tree", text)}
        />
      )}
      {nameplates.length === 0 ? (
        <p className="adm-state adm-state--empty">لا طرازات لهذه العلامة بعد.</p>
      ) : (
        <ul className="adm-cat-tree">
          {nameplates.map((nameplate) => (
            <NameplateNode
              key={nameplate.id}
              nameplate={nameplate}
              catalogue={catalogue}
              context={context}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A small picture of the library beside a row, or nothing. */
function Thumb({ id }: { id: number | null }) {
  const [isBroken, setBroken] = useState(false);
  if (id === null || isBroken) return <span className="adm-cat-thumb adm-cat-thumb--none" />;
  return (
    <img
      className="adm-cat-thumb"
      src={thumbnail(id, 320)}
      alt=""
      width={64}
      height={40}
      loading="lazy"
      onError={() => setBroken(true)}
    />
  );
}

/** The actions of a row: a sheet, edit and delete, for those who may write. */
function RowActions({
  context,
  name,
  onEdit,
  remove,
  sheet,
  children,
}: {
  context: TreeContext;
  name: string;
  onEdit: () => void;
  remove: { question: string; onConfirm: () => void };
  sheet?: { size: number; onOpen: () => void };
  children?: ReactNode;
}) {
  return (
    <div className="adm-row-actions adm-cat-node__actions">
      {children}
      {context.canWrite && sheet && (
        <button
          type="button"
          className="adm-button"
          aria-label={`المواصفات (${sheet.size}): ${name}`}
          onClick={sheet.onOpen}
        >
          {/* One text node: split Arabic runs read to axe-core as icon ligatures and drop out. */}
          {`المواصفات (${sheet.size})`}
        </button>
      )}
      {context.canWrite && (
        <>
          <button
            type="button"
            className="adm-button"
            aria-label={`تعديل «${name}»`}
            onClick={onEdit}
          >
            تعديل
          </button>
          <ConfirmButton
            label="حذف"
            ariaLabel={`حذف «${name}»`}
            question={remove.question}
            confirmLabel="حذف"
            onConfirm={remove.onConfirm}
          />
        </>
      )}
    </div>
  );
}

function NameplateNode({
  nameplate,
  catalogue,
  context,
}: {
  nameplate: Nameplate;
  catalogue: Catalogue;
  context: TreeContext;
}) {
  const { editing } = context;
  const listId = useId();
  const models = modelsOf(catalogue, nameplate.id);
  const isExpanded = context.expanded.has(nameplate.id);
  const isEditing = editing.kind === "nameplate" && editing.row?.id === nameplate.id;
  const isSheet = editing.kind === "sheet" && editing.key === nameplate.code;
  const isAddingModel =
    editing.kind === "model" && editing.row === null && editing.nameplateId === nameplate.id;
  const least = priceFrom(catalogue.engines.filter((e) => models.some((m) => m.id === e.model_id)));
  return (
    <li className="adm-cat-nameplate" data-nameplate-code={nameplate.code}>
      {isEditing ? (
        <NameplateForm
          catalogue={catalogue}
          row={nameplate}
          brandId={nameplate.brand_id}
          onDone={(text) => context.close("tree", text)}
        />
      ) : (
        <div className="adm-cat-node">
          <Thumb id={nameplate.image_id} />
          <div className="adm-cat-node__text">
            <h4>
              <bdi>{nameplate.name_ar}</bdi>
            </h4>
            <p className="adm-cat-node__meta">
              <bdi lang="en">{nameplate.name_en}</bdi> · <code dir="ltr">{nameplate.code}</code>
              {least !== null && (
                <>
                  {" "}
                  · ابتداءً من <bdi>{formatPrice(least, catalogue.currency)}</bdi>
                </>
              )}
            </p>
          </div>
          <RowActions
            context={context}
            name={nameplate.name_ar}
            onEdit={() =>
              context.open(
                { kind: "nameplate", row: nameplate, brandId: nameplate.brand_id },
                "tree",
              )
            }
            sheet={{
              size: sheetSize(catalogue, nameplate.code),
              onOpen: () => context.open({ kind: "sheet", key: nameplate.code }, "tree"),
            }}
            remove={{
              question:
                models.length > 0
                  ? `للطراز «${nameplate.name_ar}» ${models.length} من الفئات، فلن يقبل الخادم حذفه قبل حذفها. هل تريد المحاولة؟`
                  : `حذف الطراز «${nameplate.name_ar}»؟`,
              onConfirm: () =>
                void context.remove("nameplates", nameplate.id, nameplate.name_ar, "tree"),
            }}
          >
            <button
              type="button"
              className="adm-button"
              aria-expanded={isExpanded}
              aria-controls={listId}
              aria-label={`الفئات (${models.length}): ${nameplate.name_ar}`}
              onClick={() => context.toggle(nameplate.id)}
            >
              <span aria-hidden="true" className="adm-cat-caret" />
              {`الفئات (${models.length})`}
            </button>
          </RowActions>
        </div>
      )}
      {isSheet && (
        <SheetForm
          sheetKey={nameplate.code}
          title={
            <>
              ورقة مواصفات الطراز «<bdi>{nameplate.name_ar}</bdi>»{" "}
              <code dir="ltr">{nameplate.code}</code>
            </>
          }
          hint="ما تشترك فيه فئات الطراز كلها؛ ما تذكره ورقة الفئة يُقرأ بدلاً منه."
          specs={catalogue.specs[nameplate.code] ?? {}}
          onDone={(text) => context.close("tree", text)}
        />
      )}
      <div id={listId} hidden={!isExpanded}>
        {isExpanded && (
          <>
            {models.length === 0 && !isAddingModel && (
              <p className="adm-state adm-state--empty">لا فئات لهذا الطراز بعد.</p>
            )}
            {models.length > 0 && (
              <ul className="adm-cat-tree">
                {models.map((model) => (
                  <ModelNode key={model.id} model={model} catalogue={catalogue} context={context} />
                ))}
              </ul>
            )}
            {isAddingModel ? (
              <ModelForm
                catalogue={catalogue}
                row={null}
                nameplate={nameplate}
                onDone={(text) => context.close("tree", text)}
              />
            ) : (
              context.canWrite && (
                <button
                  type="button"
                  className="adm-button adm-cat-add"
                  aria-label={`إضافة فئة إلى «${nameplate.name_ar}»`}
                  onClick={() =>
                    context.open({ kind: "model", row: null, nameplateId: nameplate.id }, "tree")
                  }
                >
                  إضافة فئة
                </button>
              )
            )}
          </>
        )}
      </div>
    </li>
  );
}

function ModelNode({
  model,
  catalogue,
  context,
}: {
  model: Model;
  catalogue: Catalogue;
  context: TreeContext;
}) {
  const { editing } = context;
  const engines = enginesOf(catalogue, model.id);
  const title = modelTitle(model, catalogue);
  const least = priceFrom(engines);
  const nameplate = catalogue.nameplates.find((n) => n.id === model.nameplate_id);
  const isEditing = editing.kind === "model" && editing.row?.id === model.id;
  const isSheet = editing.kind === "sheet" && editing.key === model.key;
  const isAddingEngine =
    editing.kind === "engine" && editing.row === null && editing.modelId === model.id;
  return (
    <li className="adm-cat-model" data-model-key={model.key}>
      {isEditing ? (
        <ModelForm
          catalogue={catalogue}
          row={model}
          nameplate={nameplate}
          onDone={(text) => context.close("tree", text)}
        />
      ) : (
        <div className="adm-cat-node">
          <Thumb id={model.image_id} />
          <div className="adm-cat-node__text">
            <h5>
              <bdi>{title}</bdi>
              {model.popular && <span className="adm-badge">شائع</span>}
            </h5>
            <p className="adm-cat-node__meta">
              <code dir="ltr">{model.key}</code> ·{" "}
              {least === null ? (
                "لا سعر منشور"
              ) : (
                <>
                  ابتداءً من{" "}
                  <bdi className="adm-cat-price">{formatPrice(least, catalogue.currency)}</bdi>
                </>
              )}
            </p>
          </div>
          <RowActions
            context={context}
            name={title}
            onEdit={() =>
              context.open({ kind: "model", row: model, nameplateId: model.nameplate_id }, "tree")
            }
            sheet={{
              size: sheetSize(catalogue, model.key),
              onOpen: () => context.open({ kind: "sheet", key: model.key }, "tree"),
            }}
            remove={{
              question: `حذف الفئة «${title}» ومحركاتها (${engines.length}) وورقة مواصفاتها؟`,
              onConfirm: () => void context.remove("models", model.id, title, "tree"),
            }}
          />
        </div>
      )}
      {isSheet && (
        <SheetForm
          sheetKey={model.key}
          title={
            <>
              ورقة مواصفات الفئة «<bdi>{title}</bdi>» <code dir="ltr">{model.key}</code>
            </>
          }
          hint="تُقرأ فوق ورقة الطراز: ما لا تذكره هنا يؤخذ من ورقة الطراز."
          specs={catalogue.specs[model.key] ?? {}}
          onDone={(text) => context.close("tree", text)}
        />
      )}
      {engines.length === 0 && !isAddingEngine ? (
        <p className="adm-state adm-state--empty">لا محركات لهذه الفئة بعد.</p>
      ) : (
        <ul className="adm-cat-engines" aria-label={`محركات «${title}»`}>
          {engines.map((engine) => (
            <EngineNode key={engine.id} engine={engine} catalogue={catalogue} context={context} />
          ))}
        </ul>
      )}
      {isAddingEngine ? (
        <EngineForm
          catalogue={catalogue}
          row={null}
          model={model}
          onDone={(text) => context.close("tree", text)}
        />
      ) : (
        context.canWrite && (
          <button
            type="button"
            className="adm-button adm-cat-add"
            aria-label={`إضافة محرك إلى «${title}»`}
            onClick={() => context.open({ kind: "engine", row: null, modelId: model.id }, "tree")}
          >
            إضافة محرك
          </button>
        )
      )}
    </li>
  );
}

/** "300 حصان · 221 كيلوواط · 2996 سم³", what is published of an engine's figures. */
function figures(engine: Engine): string[] {
  return [
    engine.power_hp === null ? "" : `${engine.power_hp} حصان`,
    engine.power_kw === null ? "" : `${engine.power_kw} كيلوواط`,
    engine.capacity_cc === null ? "" : `${engine.capacity_cc} سم³`,
  ].filter(Boolean);
}

function EngineNode({
  engine,
  catalogue,
  context,
}: {
  engine: Engine;
  catalogue: Catalogue;
  context: TreeContext;
}) {
  const { editing } = context;
  const model = catalogue.models.find((m) => m.id === engine.model_id);
  if (editing.kind === "engine" && editing.row?.id === engine.id && model)
    return (
      <li className="adm-cat-engine" data-engine-code={engine.code}>
        <EngineForm
          catalogue={catalogue}
          row={engine}
          model={model}
          onDone={(text) => context.close("tree", text)}
        />
      </li>
    );
  const specs = Object.keys(engine.specs).length;
  return (
    <li className="adm-cat-engine" data-engine-code={engine.code}>
      <div className="adm-cat-node">
        <div className="adm-cat-node__text">
          <h6>
            <bdi>{engine.name_ar}</bdi> <code dir="ltr">{engine.code}</code>
          </h6>
          <p className="adm-cat-node__meta">
            {[
              POWERTRAIN_LABELS[engine.powertrain],
              FUEL_LABELS[engine.fuel],
              ...figures(engine),
              ...(specs > 0 ? [`المواصفات: ${specs}`] : []),
            ].map((part, i) => (
              <span key={part} className="adm-cat-figure">
                {i > 0 && " · "}
                {part}
              </span>
            ))}
          </p>
          <p className="adm-cat-engine__price">
            {engine.price_from === null ? (
              "السعر غير منشور"
            ) : (
              <bdi className="adm-cat-price">
                {formatPrice(engine.price_from, catalogue.currency)}
              </bdi>
            )}
          </p>
        </div>
        <RowActions
          context={context}
          name={engine.name_ar}
          onEdit={() =>
            context.open({ kind: "engine", row: engine, modelId: engine.model_id }, "tree")
          }
          remove={{
            question: `حذف المحرك «${engine.name_ar}»؟`,
            onConfirm: () => void context.remove("engines", engine.id, engine.name_ar, "tree"),
          }}
        />
      </div>
    </li>
  );
}
