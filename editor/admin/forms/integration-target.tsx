import { type IntegrationTarget, MASKED_SECRET, type ProblemMap } from "./form-logic.ts";
import { CheckInput, GroupProblems, SelectInput, TextInput, textBinding } from "./form-ui.tsx";

/*
 * One integration target as the editor types it: its kind, id and switch, where it sends (a
 * webhook's URL and secret, or a CRM system), and its field map as rows.
 */

/** One row of a target's field map as typed: the lead's field and the target's name for it. */
export interface MapRow {
  id: number;
  from: string;
  to: string;
}

export type TargetDraft = Omit<IntegrationTarget, "field_map"> & { rows: MapRow[] };

let nextRow = 1;
const mapRow = (from = "", to = ""): MapRow => ({ id: nextRow++, from, to });

export function toDraft(target: IntegrationTarget): TargetDraft {
  const { field_map, ...rest } = target;
  return { ...rest, rows: Object.entries(field_map ?? {}).map(([from, to]) => mapRow(from, to)) };
}

export const SYSTEM_LABELS: Readonly<Record<string, string>> = {
  none: "لا يوجد",
  local: "صندوق CRM المحلي في الموقع",
  salesforce: "Salesforce (Web-to-Lead)",
};

/** A target's card: the whole target, under the pointers of its place in the list. */
export function TargetCard({
  target,
  index,
  problems,
  readOnly,
  onEdit,
  onRemove,
}: {
  target: TargetDraft;
  index: number;
  problems: ProblemMap;
  readOnly: boolean;
  onEdit: (change: Partial<TargetDraft>) => void;
  onRemove: () => void;
}) {
  const at = (part: string) => `/targets/${index}/${part}`;
  const title = `الوجهة ${index + 1}`;
  const text = textBinding(target, `/targets/${index}`, problems, onEdit);
  return (
    <section className="adm-card fb-target" aria-label={title}>
      <h2>
        {title}: <bdi dir="ltr">{target.id}</bdi>
      </h2>
      <fieldset className="fb-plain" disabled={readOnly}>
        <legend className="adm-visually-hidden">{title}</legend>
        <div className="adm-form__grid">
          <SelectInput
            label="النوع"
            pointer={at("kind")}
            problems={problems}
            value={target.kind}
            options={[
              { value: "webhook", label: "ويب هوك (Webhook)" },
              { value: "crm", label: "نظام CRM" },
            ]}
            onChange={(e) => {
              const kind = e.target.value === "crm" ? "crm" : "webhook";
              onEdit({
                kind,
                system: kind === "crm" && target.system === "" ? "local" : target.system,
              });
            }}
          />
          <TextInput
            label="المعرّف"
            {...text("id")}
            dir="ltr"
            maxLength={40}
            hint="أحرف لاتينية صغيرة وأرقام و _ -"
          />
        </div>
        <CheckInput
          label="مفعّلة"
          pointer={at("enabled")}
          problems={problems}
          checked={target.enabled}
          onChange={(enabled) => onEdit({ enabled })}
        />
        {target.kind === "webhook" ? (
          <div className="adm-form__grid">
            <TextInput
              label="رابط الويب هوك"
              {...text("url")}
              type="url"
              dir="ltr"
              maxLength={2000}
              placeholder="https://"
            />
            <TextInput
              label="السر (لتوقيع الطلب)"
              {...text("secret")}
              type="password"
              autoComplete="off"
              dir="ltr"
              maxLength={200}
              hint={
                target.secret === MASKED_SECRET
                  ? "محفوظ ومخفي؛ يبقى كما هو ما لم تكتب سراً جديداً."
                  : "يُوقَّع كل طلب بـ HMAC-SHA256 في الترويسة x-signature."
              }
            />
          </div>
        ) : (
          <div className="adm-form__grid">
            <SelectInput
              label="النظام"
              pointer={at("system")}
              problems={problems}
              value={target.system || "local"}
              options={[
                { value: "local", label: SYSTEM_LABELS.local ?? "local" },
                { value: "salesforce", label: SYSTEM_LABELS.salesforce ?? "salesforce" },
              ]}
              onChange={(e) =>
                onEdit({
                  system: e.target.value === "salesforce" ? "salesforce" : "local",
                })
              }
            />
            {target.system === "salesforce" && (
              <TextInput
                label="معرّف المؤسسة (org_id)"
                {...text("org_id")}
                dir="ltr"
                maxLength={40}
              />
            )}
          </div>
        )}
        <FieldMapRows
          rows={target.rows}
          pointer={at("field_map")}
          title={title}
          problems={problems}
          onRows={(rows) => onEdit({ rows })}
        />
        <button
          type="button"
          className="adm-button adm-button--danger"
          aria-label={`حذف ${title}`}
          onClick={onRemove}
        >
          حذف الوجهة
        </button>
      </fieldset>
    </section>
  );
}

/** The field map's rows: each lead field (offered from the form's fields) and its name there. */
function FieldMapRows({
  rows,
  pointer,
  title,
  problems,
  onRows,
}: {
  rows: readonly MapRow[];
  pointer: string;
  title: string;
  problems: ProblemMap;
  onRows: (rows: MapRow[]) => void;
}) {
  return (
    <fieldset className="adm-fieldset fb-group">
      <legend className="adm-label">ربط الحقول</legend>
      <p className="adm-hint">يُرسل كل حقل باسمه ما لم يُربط هنا باسم آخر تعرفه الوجهة.</p>
      <GroupProblems pointer={pointer} problems={problems} />
      {rows.map((row, r) => (
        <div key={row.id} className="fb-map-row">
          <TextInput
            label={`حقل النموذج ${r + 1}`}
            pointer={`${pointer}#${row.id}-from`}
            problems={problems}
            value={row.from}
            dir="ltr"
            list="fb-field-names"
            maxLength={64}
            onChange={(e) =>
              onRows(rows.map((x) => (x.id === row.id ? { ...x, from: e.target.value } : x)))
            }
          />
          <span className="fb-map-row__arrow" aria-hidden="true">
            ←
          </span>
          <TextInput
            label={`الاسم عند الوجهة ${r + 1}`}
            pointer={`${pointer}#${row.id}-to`}
            problems={problems}
            value={row.to}
            dir="ltr"
            maxLength={100}
            onChange={(e) =>
              onRows(rows.map((x) => (x.id === row.id ? { ...x, to: e.target.value } : x)))
            }
          />
          <button
            type="button"
            className="adm-button adm-button--danger"
            aria-label={`إزالة الربط ${r + 1} من ${title}`}
            onClick={() => onRows(rows.filter((x) => x.id !== row.id))}
          >
            إزالة
          </button>
        </div>
      ))}
      <button type="button" className="adm-button" onClick={() => onRows([...rows, mapRow()])}>
        إضافة ربط
      </button>
    </fieldset>
  );
}
