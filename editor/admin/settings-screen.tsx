import { NavLink, Route, Routes } from "react-router-dom";
import { useCan } from "../session.tsx";
import type { SettingsPayload } from "./admin-logic.ts";
import { Notice, QueryState } from "./admin-ui.tsx";
import { NamespaceScreen } from "./settings/namespace-screen.tsx";
import { OtherKeysScreen } from "./settings/other-keys.tsx";
import { namespaceHref, useSettingsOverview } from "./settings/settings-data.ts";
import { namespaceList, otherKeys } from "./settings/settings-model.ts";
import { SettingsSearchBox } from "./settings/settings-search-box.tsx";
import "./settings/settings.css";

/**
 * /admin/settings: the namespaces by their Arabic titles, one screen per namespace
 * (/admin/settings/{namespace}) with one save, and a search across every key, label and value
 * beside them.
 */
export default function SettingsScreen() {
  const query = useSettingsOverview();
  const data = query.data;
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      isEmpty={!!data && data.namespaces.length === 0 && data.unknown.length === 0}
      empty={
        <section className="adm-screen" aria-labelledby="adm-settings-title">
          <h1 id="adm-settings-title">الإعدادات</h1>
          <p>لا توجد إعدادات بعد.</p>
        </section>
      }
    >
      {data && (
        <div className="adm-set">
          <aside className="adm-set__side" aria-label="أقسام الإعدادات والبحث فيها">
            <SettingsSearchBox payload={data} />
            <NamespaceNav payload={data} />
          </aside>
          <div className="adm-set__main">
            <Routes>
              <Route index element={<NamespaceIndex payload={data} />} />
              <Route path="other" element={<OtherKeysScreen payload={data} />} />
              <Route path=":namespace" element={<NamespaceScreen payload={data} />} />
            </Routes>
          </div>
        </div>
      )}
    </QueryState>
  );
}

/** The namespaces by title, the current one marked: always in reach beside the form. */
function NamespaceNav({ payload }: { payload: SettingsPayload }) {
  return (
    <nav className="adm-set-nav" aria-label="أقسام الإعدادات">
      <ul>
        <li>
          <NavLink to="/admin/settings" end className="adm-set-nav__link">
            كل الأقسام
          </NavLink>
        </li>
        {namespaceList(payload).map((n) => (
          <li key={n.namespace}>
            <NavLink to={namespaceHref(n.namespace)} className="adm-set-nav__link">
              {n.title}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/admin/settings/other" className="adm-set-nav__link">
            مفاتيح أخرى
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

/** /admin/settings: every namespace with its description and how many of its keys are changed. */
function NamespaceIndex({ payload }: { payload: SettingsPayload }) {
  const canWrite = useCan("settings:write");
  const number = new Intl.NumberFormat("ar");
  const stored = new Set(payload.stored_keys ?? []);
  const others = otherKeys(payload).length;
  return (
    <section className="adm-screen" aria-labelledby="adm-settings-title">
      <h1 id="adm-settings-title">الإعدادات</h1>
      <p className="adm-hint">
        اختر قسمًا لتعديل إعداداته وحفظها معًا، أو ابحث عن أي إعداد باسمه أو مفتاحه أو قيمته.
      </p>
      {!canWrite && <Notice>العرض فقط: ليست لديك صلاحية تعديل الإعدادات.</Notice>}
      <ul className="adm-set-list">
        {namespaceList(payload).map((n) => {
          const changed = n.keys.filter((k) => stored.has(k)).length;
          return (
            <li key={n.namespace} className="adm-set-list__item">
              <NavLink to={namespaceHref(n.namespace)} className="adm-set-list__link">
                <span className="adm-set-list__title">{n.title}</span>
                {n.description && (
                  <span className="adm-set-list__description">{n.description}</span>
                )}
                <span className="adm-set-list__meta">
                  {number.format(n.keys.length)} {n.keys.length === 1 ? "إعداد" : "إعدادات"}
                  {changed > 0 && ` · ${number.format(changed)} معدّلة`}
                  <code dir="ltr" className="adm-set-key">
                    {n.namespace}
                  </code>
                </span>
              </NavLink>
            </li>
          );
        })}
        <li className="adm-set-list__item">
          <NavLink to="/admin/settings/other" className="adm-set-list__link">
            <span className="adm-set-list__title">مفاتيح أخرى</span>
            <span className="adm-set-list__description">
              مفاتيح محفوظة لا يصفها أي مخطط؛ تُحفظ كنص كما هي.
            </span>
            <span className="adm-set-list__meta">
              {number.format(others)} {others === 1 ? "مفتاح" : "مفاتيح"}
            </span>
          </NavLink>
        </li>
      </ul>
    </section>
  );
}
