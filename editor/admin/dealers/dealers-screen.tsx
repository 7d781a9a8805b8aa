import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDeferredValue, useId, useRef, useState } from "react";
import type { DealerResource } from "../../../generated/types.ts";
import { useCan } from "../../session.tsx";
import {
  ConfirmButton,
  errorText,
  IDLE,
  ListTable,
  Notice,
  type Status,
  StatusLine,
} from "../admin-ui.tsx";
import { DealerForm } from "./dealer-form.tsx";
import { DEALERS_KEY, dealersKey, deleteDealer, fetchDealers } from "./dealers-api.ts";
import "../forms/forms.css";

/** What the form is doing: closed, adding a dealer, or editing one. */
type Editing = { kind: "closed" } | { kind: "new" } | { kind: "edit"; dealer: DealerResource };

const focusFirstField = () =>
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('[data-pointer="/dealer_code"]')?.focus(),
  );

/**
 * /ar/admin/dealers: the dealers (retailers) the Retailer Locator blocks list (002 §3.15, the
 * blocks have no fields of their own): search by name or dealer code; add, edit and delete.
 */
export default function DealersScreen() {
  const canWrite = useCan("settings:write");
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const [editing, setEditing] = useState<Editing>({ kind: "closed" });
  const [status, setStatus] = useState<Status>(IDLE);
  const addButton = useRef<HTMLButtonElement>(null);
  const searchId = useId();
  const query = useQuery({
    queryKey: dealersKey(q),
    queryFn: () => fetchDealers(q),
    placeholderData: keepPreviousData,
  });
  const dealers = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;

  const reload = () => queryClient.invalidateQueries({ queryKey: DEALERS_KEY });

  async function remove(dealer: DealerResource) {
    const name = dealer.attributes.name;
    setStatus({ kind: "busy", text: "جارٍ الحذف…" });
    try {
      await deleteDealer(dealer.id);
      setStatus({ kind: "ok", text: `حُذف الوكيل «${name}»` });
      if (editing.kind === "edit" && editing.dealer.id === dealer.id)
        setEditing({ kind: "closed" });
    } catch (error) {
      setStatus({ kind: "error", text: `لم يُحذف الوكيل «${name}»: ${errorText(error)}` });
    } finally {
      await reload();
    }
  }

  function close(text?: string) {
    setEditing({ kind: "closed" });
    if (text) setStatus({ kind: "ok", text });
    void reload();
    requestAnimationFrame(() => addButton.current?.focus());
  }

  return (
    <section className="adm-screen" aria-labelledby="adm-dealers-title">
      <h1 id="adm-dealers-title">الوكلاء</h1>
      <p className="adm-hint">
        الوكلاء الذين تعرضهم كتل «محدد مواقع الوكلاء» (ومنها نسخة الشرق الأوسط ونسخة الخريطة)، ويبحث
        فيهم البحث بالرمز البريدي. يظهر كل تغيير على الموقع فور حفظه.
      </p>
      {!canWrite && <Notice>العرض فقط: ليست لديك صلاحية تعديل الوكلاء.</Notice>}
      {canWrite && editing.kind === "closed" && (
        <div className="adm-toolbar">
          <button
            ref={addButton}
            type="button"
            className="adm-button adm-button--primary"
            onClick={() => {
              setEditing({ kind: "new" });
              focusFirstField();
            }}
          >
            إضافة وكيل
          </button>
        </div>
      )}
      {canWrite && editing.kind !== "closed" && (
        <DealerForm
          key={editing.kind === "edit" ? editing.dealer.id : "new"}
          dealer={editing.kind === "edit" ? editing.dealer : null}
          onDone={close}
          onCancel={() => close()}
        />
      )}
      <StatusLine status={status} />
      <div className="adm-field">
        <label htmlFor={searchId}>ابحث بالاسم أو رمز الوكيل</label>
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={100}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <p className="adm-hint" role="status">
        {query.data
          ? total > dealers.length
            ? `يُعرض أول ${dealers.length} من ${total} وكيلاً؛ ضيّق البحث لرؤية البقية.`
            : `${total} وكيلاً`
          : ""}
      </p>
      <ListTable
        query={query}
        isEmpty={dealers.length === 0}
        empty={
          q === "" ? (
            <p>لا يوجد وكلاء بعد. أضف وكيلاً، أو استورد المخزون فيُنشئ وكلاءه.</p>
          ) : (
            <p>
              لا يوجد وكيل اسمه أو رمزه يحوي «<bdi>{q}</bdi>».
            </p>
          )
        }
        caption="قائمة الوكلاء"
        columns={["رمز الوكيل", "الاسم", "الولاية", "الرمز البريدي", "السيارات"]}
        cards
      >
        {dealers.map((dealer) => (
          <DealerRow
            key={dealer.id}
            dealer={dealer}
            canWrite={canWrite}
            onEdit={() => {
              setEditing({ kind: "edit", dealer });
              focusFirstField();
            }}
            onRemove={() => void remove(dealer)}
          />
        ))}
      </ListTable>
    </section>
  );
}

/** One dealer in the list: code, name, state, postcode, vehicles, and for writers edit and delete. */
function DealerRow({
  dealer,
  canWrite,
  onEdit,
  onRemove,
}: {
  dealer: DealerResource;
  canWrite: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const a = dealer.attributes;
  return (
    <tr data-dealer-id={dealer.id}>
      <td data-label="رمز الوكيل">
        <code dir="ltr">{a.dealer_code}</code>
      </td>
      <td data-label="الاسم">
        <bdi>{a.name}</bdi>
      </td>
      <td data-label="الولاية">{a.state ? <bdi>{a.state}</bdi> : "—"}</td>
      <td data-label="الرمز البريدي">{a.postcode ? <bdi dir="ltr">{a.postcode}</bdi> : "—"}</td>
      <td data-label="السيارات">
        <bdi>{dealer.meta.vehicles}</bdi>
      </td>
      <td className="adm-row-actions" data-label="إجراءات">
        {canWrite && (
          <>
            <button
              type="button"
              className="adm-button"
              aria-label={`تعديل «${a.name}»`}
              onClick={onEdit}
            >
              تعديل
            </button>
            <ConfirmButton
              label="حذف"
              ariaLabel={`حذف «${a.name}»`}
              question={
                dealer.meta.vehicles > 0
                  ? `للوكيل «${a.name}» ${dealer.meta.vehicles} سيارة في المخزون، فلن يقبل الخادم حذفه. هل تريد المحاولة؟`
                  : `حذف الوكيل «${a.name}»؟ لن تعرضه كتل محدد مواقع الوكلاء بعد ذلك.`
              }
              confirmLabel="حذف"
              onConfirm={onRemove}
            />
          </>
        )}
      </td>
    </tr>
  );
}
