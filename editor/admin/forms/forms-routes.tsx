import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Link, Navigate, NavLink, Route, Routes, useParams } from "react-router-dom";
import { useCan } from "../../session.tsx";
import { Notice, QueryState } from "../admin-ui.tsx";
import { DefinitionEditor } from "./definition-editor.tsx";
import { fetchForm, formIdOf, formKey } from "./forms-api.ts";
import FormsScreen from "./forms-screen.tsx";
import "./forms.css";

const SettingsEditor = lazy(() =>
  import("./settings-editor.tsx").then((m) => ({ default: m.SettingsEditor })),
);
const IntegrationsEditor = lazy(() =>
  import("./integrations-editor.tsx").then((m) => ({ default: m.IntegrationsEditor })),
);
const LeadsScreen = lazy(() => import("../leads/leads-screen.tsx"));
const LeadScreen = lazy(() => import("../leads/lead-screen.tsx"));

const loading = (
  <p className="adm-state" role="status">
    جارٍ التحميل…
  </p>
);

/**
 * /ar/admin/forms/*: the list, a new form, and one form's pages (its definition, settings,
 * integrations, and its leads for those who may read them).
 */
export default function FormsRoutes() {
  return (
    <Routes>
      <Route index element={<FormsScreen />} />
      <Route path="new" element={<NewFormScreen />} />
      <Route path=":formId/*" element={<FormScreen />} />
    </Routes>
  );
}

function BackLink() {
  return (
    <Link to="/admin/forms" className="fb-back">
      <span aria-hidden="true">→ </span>كل النماذج
    </Link>
  );
}

function NewFormScreen() {
  const canWrite = useCan("forms:write");
  if (!canWrite) return <Navigate to="/admin/forms" replace />;
  return (
    <section className="adm-screen" aria-labelledby="fb-new-title">
      <BackLink />
      <h1 id="fb-new-title">نموذج جديد</h1>
      <DefinitionEditor form={null} readOnly={false} />
    </section>
  );
}

function FormScreen() {
  const formId = formIdOf(useParams().formId);
  const canWrite = useCan("forms:write");
  const canReadLeads = useCan("leads:read");
  // Where leads go (team mail, the visitor's confirmation, integrations) is the server's
  // leads:route: the editor only shows the controls read-only to those without it.
  const canRoute = useCan("leads:route");
  const query = useQuery({
    queryKey: formKey(formId ?? 0),
    queryFn: () => fetchForm(formId ?? 0),
    enabled: formId !== null,
  });
  if (formId === null) return <Navigate to="/admin/forms" replace />;
  const form = query.data;
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? "fb-subnav__link fb-subnav__link--active" : "fb-subnav__link";
  const base = `/admin/forms/${formId}`;
  return (
    <section className="adm-screen" aria-labelledby="fb-form-title">
      <BackLink />
      <h1 id="fb-form-title">
        {form ? (
          <>
            النموذج «<bdi>{form.attributes.name}</bdi>»
          </>
        ) : (
          "النموذج"
        )}
      </h1>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {form && (
          <>
            <nav className="fb-subnav" aria-label="أقسام النموذج">
              <NavLink end to={base} className={tabClass}>
                الحقول
              </NavLink>
              <NavLink to={`${base}/settings`} className={tabClass}>
                الإعدادات
              </NavLink>
              <NavLink to={`${base}/integrations`} className={tabClass}>
                التكاملات
              </NavLink>
              {canReadLeads && (
                <NavLink to={`${base}/leads`} className={tabClass}>
                  الطلبات
                </NavLink>
              )}
            </nav>
            {!canWrite && <Notice>العرض فقط: ليست لديك صلاحية تعديل النماذج.</Notice>}
            <Suspense fallback={loading}>
              <Routes>
                <Route
                  index
                  element={<DefinitionEditor key={form.id} form={form} readOnly={!canWrite} />}
                />
                <Route
                  path="settings"
                  element={<SettingsEditor form={form} readOnly={!canWrite} canRoute={canRoute} />}
                />
                <Route
                  path="integrations"
                  element={
                    <IntegrationsEditor form={form} readOnly={!canWrite} canRoute={canRoute} />
                  }
                />
                {canReadLeads && <Route path="leads" element={<LeadsScreen form={form} />} />}
                {canReadLeads && (
                  <Route path="leads/:leadId" element={<LeadScreen form={form} />} />
                )}
                <Route path="*" element={<Navigate to={base} replace />} />
              </Routes>
            </Suspense>
          </>
        )}
      </QueryState>
    </section>
  );
}
