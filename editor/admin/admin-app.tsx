import { lazy, type ReactElement, Suspense, useEffect, useRef } from "react";
import { Navigate, NavLink, Route, Routes, useLocation } from "react-router-dom";
import { useCan, useSession } from "../session.tsx";
import { NewLeadsBadge } from "./leads/inbox-badge.tsx";
import "./admin.css";

const SettingsScreen = lazy(() => import("./settings-screen.tsx"));
const UsersScreen = lazy(() => import("./users-screen.tsx"));
const TokensScreen = lazy(() => import("./tokens-screen.tsx"));
const MetaheadsScreen = lazy(() => import("./metaheads-screen.tsx"));
const AuditScreen = lazy(() => import("./audit-screen.tsx"));
const NavigationScreen = lazy(() => import("./navigation-screen.tsx"));
const ModelSpecsScreen = lazy(() => import("./model-specs-screen.tsx"));
const CatalogueScreen = lazy(() => import("./catalogue-screen.tsx"));
const FormsRoutes = lazy(() => import("./forms/forms-routes.tsx"));
const LocationsScreen = lazy(() => import("./locations/locations-screen.tsx"));
const DeliveriesScreen = lazy(() => import("./deliveries/deliveries-screen.tsx"));
const DealersScreen = lazy(() => import("./dealers/dealers-screen.tsx"));
const AffectedVinsScreen = lazy(() => import("./affected-vins/affected-vins-screen.tsx"));
const StockConfigsScreen = lazy(() => import("./stock-configs/stock-configs-screen.tsx"));
const OrdersScreen = lazy(() => import("./orders/orders-screen.tsx"));
const EvReservationsScreen = lazy(() => import("./ev-reservations/ev-reservations-screen.tsx"));
const SmsScreen = lazy(() => import("./ev-reservations/sms-screen.tsx"));
const LeadInboxScreen = lazy(() => import("./leads/inbox-screen.tsx"));

/**
 * The sections, each shown to those with its permission (editors see the catalogue and the forms'
 * sections only).
 */
const SECTIONS = [
  { path: "settings", label: "الإعدادات", permission: "admin:read" },
  { path: "users", label: "المستخدمون", permission: "admin:read" },
  { path: "tokens", label: "رموز الوصول", permission: "admin:read" },
  { path: "metaheads", label: "الوسوم الوصفية", permission: "admin:read" },
  { path: "navigation", label: "التنقل", permission: "admin:read" },
  { path: "catalogue", label: "كتالوج الطرازات", permission: "pages:read" },
  { path: "model-specs", label: "مواصفات الطرازات", permission: "admin:read" },
  { path: "dealers", label: "الوكلاء", permission: "admin:read" },
  { path: "affected-vins", label: "المركبات المشمولة", permission: "admin:read" },
  { path: "stock-configs", label: "إعدادات المعرض والطلب", permission: "admin:read" },
  { path: "orders", label: "الطلبات", permission: "orders:read" },
  { path: "ev-reservations", label: "حجوزات السيارات الكهربائية", permission: "orders:read" },
  { path: "leads", label: "الطلبات الواردة", permission: "leads:read" },
  { path: "forms", label: "النماذج", permission: "forms:read" },
  { path: "locations", label: "المواقع", permission: "forms:read" },
  { path: "deliveries", label: "التسليمات", permission: "leads:read" },
  { path: "sms", label: "الهاتف التجريبي (الرسائل النصية)", permission: "leads:read" },
  { path: "audit", label: "سجل التدقيق", permission: "admin:read" },
] as const;

/**
 * A section while its screen's code arrives: its heading already (the one its screen shows), so
 * the page is titled from the start.
 */
function SectionLoading({ label }: { label: string }) {
  return (
    <section className="adm-screen" aria-labelledby="adm-loading-title">
      <h1 id="adm-loading-title">{label}</h1>
      <p className="adm-state" role="status">
        جارٍ التحميل…
      </p>
    </section>
  );
}

/** /ar/admin: a side navigation and one screen per section. */
export default function AdminApp() {
  const canRead = useCan("admin:read");
  const { permissions } = useSession();
  const sections = SECTIONS.filter((s) => permissions.includes(s.permission));
  const home = `/admin/${sections[0]?.path ?? "settings"}`;
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // A section the user may not open is refused as the whole admin is (an editor sees the forms'
  // sections only, and the server sends the others to its no-permission page).
  const current = SECTIONS.find((s) => pathname.startsWith(`/admin/${s.path}`));
  const isRefused = current !== undefined && !permissions.includes(current.permission);
  /** A section's screen, or the first allowed section for one the user may not open. */
  const guard = (path: (typeof SECTIONS)[number]["path"], element: ReactElement) =>
    sections.some((s) => s.path === path) ? element : <Navigate to={home} replace />;
  useEffect(() => {
    // On phones the navigation is a scrolling row: keep the current section in view.
    void pathname;
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname]);
  if ((!canRead && sections.length === 0) || isRefused)
    return (
      <main className="adm" dir="rtl" aria-labelledby="adm-refused-title">
        <h1 id="adm-refused-title" className="adm-visually-hidden">
          الإدارة
        </h1>
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
          {sections.map((section) => (
            <li key={section.path}>
              <NavLink
                to={`/admin/${section.path}`}
                className={({ isActive }) =>
                  isActive ? "adm-nav__link adm-nav__link--active" : "adm-nav__link"
                }
              >
                {section.label}
                {section.path === "leads" && <NewLeadsBadge />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="adm-main">
        <Suspense fallback={<SectionLoading label={current?.label ?? "الإدارة"} />}>
          <Routes>
            <Route index element={<Navigate to={home} replace />} />
            <Route path="settings/*" element={guard("settings", <SettingsScreen />)} />
            <Route path="users" element={guard("users", <UsersScreen />)} />
            <Route path="tokens" element={guard("tokens", <TokensScreen />)} />
            <Route path="metaheads" element={guard("metaheads", <MetaheadsScreen />)} />
            <Route path="audit" element={guard("audit", <AuditScreen />)} />
            <Route path="navigation" element={guard("navigation", <NavigationScreen />)} />
            <Route path="catalogue" element={guard("catalogue", <CatalogueScreen />)} />
            <Route path="model-specs" element={guard("model-specs", <ModelSpecsScreen />)} />
            <Route path="dealers" element={guard("dealers", <DealersScreen />)} />
            <Route path="affected-vins" element={guard("affected-vins", <AffectedVinsScreen />)} />
            <Route path="stock-configs" element={guard("stock-configs", <StockConfigsScreen />)} />
            <Route path="orders/*" element={guard("orders", <OrdersScreen />)} />
            <Route
              path="ev-reservations/*"
              element={guard("ev-reservations", <EvReservationsScreen />)}
            />
            <Route path="leads/*" element={guard("leads", <LeadInboxScreen />)} />
            <Route path="forms/*" element={guard("forms", <FormsRoutes />)} />
            <Route path="locations" element={guard("locations", <LocationsScreen />)} />
            <Route path="deliveries" element={guard("deliveries", <DeliveriesScreen />)} />
            <Route path="sms" element={guard("sms", <SmsScreen />)} />
            <Route path="*" element={<Navigate to={home} replace />} />
          </Routes>
        </Suspense>
      </main>
    </div>
  );
}
