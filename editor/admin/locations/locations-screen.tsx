import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import type { LocationAttributes, LocationResource } from "../../../generated/types.ts";
import { call } from "../../api.ts";
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
import { type Problem, problemMap } from "../forms/form-logic.ts";
import {
  numberOrUndefined,
  ProblemSummary,
  TextInput,
  textBinding,
  useUnsavedWarning,
} from "../forms/form-ui.tsx";
import { LOCATIONS_KEY, REFUSED_TEXT, refusedProblems } from "../forms/forms-api.ts";
import { EMPTY_LOCATION, locationProblems, SERVICE_LABELS } from "./location-logic.ts";
import "../forms/forms.css";

const SERVICES = Object.keys(SERVICE_LABELS) as LocationAttributes["services"];

/**
 * /ar/admin/locations: the showrooms and service centres a form's location field offers; add,
 * edit and delete them.
 */
export default function LocationsScreen() {
  const canWrite = useCan("forms:write");
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<LocationResource | null>(null);
  const [status, setStatus] = useState<Status>(IDLE);
  const query = useQuery({
    queryKey: LOCATIONS_KEY,
    queryFn: () => call("listLocations").then((r) => r.data),
  });
  const locations = query.data ?? [];

  async function remove(location: LocationResource) {
    const name = location.attributes.name;
    setStatus({ kind: "busy", text: "جارٍ الحذف…" });
    try {
      await call("deleteLocation", { params: { id: Number(location.id) } });
      setStatus({ kind: "ok", text: `حُذف الموقع «${name}»` });
      if (editing?.id === location.id) setEditing(null);
    } catch (error) {
      setStatus({ kind: "error", text: `لم يُحذف الموقع «${name}»: ${errorText(error)}` });
    } finally {
      await queryClient.invalidateQueries({ queryKey: LOCATIONS_KEY });
    }
  }

  return (
    <section className="adm-screen" aria-labelledby="adm-locations-title">
      <h1 id="adm-locations-title">المواقع</h1>
      <p className="adm-hint">
        المعارض ومراكز الصيانة التي تعرضها حقول «القائمة المنسدلة» ذات المصدر «المواقع» في النماذج.
      </p>
      {!canWrite && <Notice>العرض فقط: ليست لديك صلاحية تعديل المواقع.</Notice>}
      {canWrite && (
        <LocationForm
          key={editing?.id ?? "new"}
          location={editing}
          onDone={(text) => {
            setEditing(null);
            setStatus({ kind: "ok", text });
            void queryClient.invalidateQueries({ queryKey: LOCATIONS_KEY });
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <StatusLine status={status} />
      <ListTable
        query={query}
        isEmpty={locations.length === 0}
        empty={<p>لا توجد مواقع بعد.</p>}
        caption="قائمة المواقع"
        columns={["الاسم", "الرمز", "المدينة", "الهاتف", "الخدمات"]}
        cards
      >
        {locations.map((location) => {
          const a = location.attributes;
          return (
            <tr key={location.id} data-location-id={location.id}>
              <td data-label="الاسم">
                <bdi>{a.name}</bdi>
              </td>
              <td data-label="الرمز">{a.code ? <code dir="ltr">{a.code}</code> : "—"}</td>
              <td data-label="المدينة">{a.city || "—"}</td>
              <td data-label="الهاتف">{a.phone ? <bdi dir="ltr">{a.phone}</bdi> : "—"}</td>
              <td data-label="الخدمات">
                {(a.services ?? []).map((s) => SERVICE_LABELS[s] ?? s).join("، ") || "—"}
              </td>
              <td className="adm-row-actions" data-label="إجراءات">
                {canWrite && (
                  <>
                    <button
                      type="button"
                      className="adm-button"
                      aria-label={`تعديل «${a.name}»`}
                      onClick={() => {
                        setEditing(location);
                        requestAnimationFrame(() =>
                          document.querySelector<HTMLElement>('[data-pointer="/name"]')?.focus(),
                        );
                      }}
                    >
                      تعديل
                    </button>
                    <ConfirmButton
                      label="حذف"
                      ariaLabel={`حذف «${a.name}»`}
                      question={`حذف الموقع «${a.name}»؟ لن تعرضه النماذج بعد ذلك.`}
                      confirmLabel="حذف"
                      onConfirm={() => void remove(location)}
                    />
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </ListTable>
    </section>
  );
}

/** The fields of a location, as typed (coordinates as text until saved). */
type LocationDraft = Omit<LocationAttributes, "latitude" | "longitude"> & {
  latitude: string;
  longitude: string;
};

function draftOf(a: LocationAttributes): LocationDraft {
  return {
    ...EMPTY_LOCATION,
    ...a,
    latitude: a.latitude === null || a.latitude === undefined ? "" : String(a.latitude),
    longitude: a.longitude === null || a.longitude === undefined ? "" : String(a.longitude),
  };
}

function attributesOf(d: LocationDraft): LocationAttributes {
  return {
    ...d,
    name: d.name.trim(),
    code: d.code.trim(),
    city: d.city.trim(),
    address: d.address.trim(),
    phone: d.phone.trim(),
    email: d.email.trim(),
    latitude: numberOrUndefined(d.latitude) ?? null,
    longitude: numberOrUndefined(d.longitude) ?? null,
  };
}

function LocationForm({
  location,
  onDone,
  onCancel,
}: {
  location: LocationResource | null;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const initial = useMemo(() => draftOf(location?.attributes ?? EMPTY_LOCATION), [location]);
  const [draft, setDraft] = useState(initial);
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverList, setServerList] = useState<Problem[]>([]);
  const [status, setStatus] = useState<Status>(IDLE);
  const value = attributesOf(draft);
  const isDirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useUnsavedWarning(isDirty);
  const coordinateProblems: Problem[] = [];
  for (const key of ["latitude", "longitude"] as const)
    if (draft[key].trim() !== "" && numberOrUndefined(draft[key]) === undefined)
      coordinateProblems.push({
        pointer: `/${key}`,
        message: `${key === "latitude" ? "خط العرض" : "خط الطول"}: يجب أن تكون القيمة رقماً`,
      });
  const clientList = isSubmitted ? [...coordinateProblems, ...locationProblems(value)] : [];
  const all = [...clientList, ...serverList];
  const problems = problemMap(all);
  const set = (change: Partial<LocationDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setServerList([]);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServerList([]);
    if (coordinateProblems.length > 0 || locationProblems(value).length > 0) return;
    setStatus({ kind: "busy", text: "جارٍ الحفظ…" });
    const body = { data: { type: "location" as const, attributes: value } };
    try {
      if (location) await call("updateLocation", { params: { id: Number(location.id) }, body });
      else await call("createLocation", { body });
      onDone(location ? `حُفظ الموقع «${value.name}»` : `أُضيف الموقع «${value.name}»`);
    } catch (error) {
      const list = refusedProblems(error);
      if (list) {
        setServerList(list);
        setStatus({ kind: "error", text: REFUSED_TEXT });
      } else setStatus({ kind: "error", text: `لم يُحفظ الموقع: ${errorText(error)}` });
    }
  }

  const text = textBinding(draft, "", problems, set);
  return (
    <form className="adm-card adm-form" onSubmit={save} noValidate aria-labelledby="loc-form-title">
      <h2 id="loc-form-title">
        {location ? (
          <>
            تعديل «<bdi>{location.attributes.name}</bdi>»
          </>
        ) : (
          "موقع جديد"
        )}
      </h2>
      <ProblemSummary problems={all} />
      <div className="adm-form__grid">
        <TextInput label="الاسم" maxLength={200} required {...text("name")} />
        <TextInput
          label="الرمز"
          dir="ltr"
          maxLength={50}
          hint="الرمز الذي تعرفه أنظمة CRM."
          {...text("code")}
        />
        <TextInput label="المدينة" maxLength={100} {...text("city")} />
        <TextInput label="العنوان" maxLength={500} {...text("address")} />
        <TextInput label="الهاتف" type="tel" dir="ltr" maxLength={30} {...text("phone")} />
        <TextInput
          label="البريد الإلكتروني"
          type="email"
          dir="ltr"
          maxLength={254}
          {...text("email")}
        />
        <TextInput label="خط العرض" inputMode="decimal" dir="ltr" {...text("latitude")} />
        <TextInput label="خط الطول" inputMode="decimal" dir="ltr" {...text("longitude")} />
      </div>
      <fieldset className="adm-fieldset">
        <legend className="adm-label">الخدمات</legend>
        <div className="adm-checks">
          {SERVICES.map((service) => (
            <label key={service}>
              <input
                type="checkbox"
                data-pointer="/services"
                checked={draft.services.includes(service)}
                onChange={(e) =>
                  set({
                    services: e.target.checked
                      ? SERVICES.filter((s) => s === service || draft.services.includes(s))
                      : draft.services.filter((s) => s !== service),
                  })
                }
              />
              {SERVICE_LABELS[service]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="adm-row-actions">
        <button
          type="submit"
          className="adm-button adm-button--primary"
          disabled={status.kind === "busy"}
        >
          {location ? "حفظ الموقع" : "إضافة الموقع"}
        </button>
        {location && (
          <button type="button" className="adm-button" onClick={onCancel}>
            إلغاء
          </button>
        )}
      </div>
      <StatusLine status={status} />
    </form>
  );
}
