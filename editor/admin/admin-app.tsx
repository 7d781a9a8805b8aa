import { lazy, Suspense, useEffect, useRef } from "react";
import { Navigate, NavLink, Route, Routes, useLocation } from "react-router-dom";
import { useCan } from "../session.tsx";
import "./admin.css";

const SettingsScreen = lazy(() => import("./settings-screen.tsx"));
const UsersScreen = lazy(() => import("./users-screen.tsx"));
const TokensScreen = lazy(() => import("./tokens-screen.tsx"));
const MetaheadsScreen = lazy(() => import("./metaheads-screen.tsx"));
const AuditScreen = lazy(() => import("./audit-screen.tsx"));
const NavigationScreen = lazy(() => import("./navigation-screen.tsx"));
const ModelSpecsScreen = lazy(() => import("./model-specs-screen.tsx"));

const SECTIONS = [
  { path: "settings", label: "الإعدادات" },
  { path: "users", label: "المستخدمون" },
  { path: "tokens", label: "رموز الوصول" },
  { path: "metaheads", label: "الوسوم الوصفية" },
  { path: "navigation", label: "التنقل" },
  { path: "model-specs", label: "مواصفات الطرازات" },
  { path: "audit", label: "سجل التدقيق" },
] as const;

const loading = (
  <p className="adm-state" role="status">
    جارٍ التحميل…
  </p>
);

/** /ar/admin: a side navigation and one screen per section. */
export default function AdminApp() {
  const canRead = useCan("admin:read");
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    // On phones the navigation is a scrolling row: keep the current section in view.
    void pathname;
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname]);
  if (!canRead)
    return (
      <main className="adm" dir="rtl">
        <p className="adm-notice adm-notice--warn" role="alert">
          ليست لديك صلاحية الوصول إلى لوحة الإدارة.
        </p>
      </main>
    );
  return (
    <div className="adm" dir="rtl">
      <nav ref={nav} className="adm-nav" aria-label="أقسام الإدارة">
        <p className="adm-nav__title">الإدارة</p>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink
                to={`/admin/${section.path}`}
                className={({ isActive }) =>
                  isActive ? "adm-nav__link adm-nav__link--active" : "adm-nav__link"
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="adm-main">
        <Suspense fallback={loading}>
          <Routes>
            <Route index element={<Navigate to="/admin/settings" replace />} />
            <Route path="settings" element={<SettingsScreen />} />
            <Route path="users" element={<UsersScreen />} />
            <Route path="tokens" element={<TokensScreen />} />
            <Route path="metaheads" element={<MetaheadsScreen />} />
            <Route path="audit" element={<AuditScreen />} />
            <Route path="navigation" element={<NavigationScreen />} />
            <Route path="model-specs" element={<ModelSpecsScreen />} />
            <Route path="*" element={<Navigate to="/admin/settings" replace />} />
          </Routes>
        </Suspense>
      </main>
    </div>
  );
}
