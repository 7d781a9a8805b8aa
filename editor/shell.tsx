import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router-dom";
import { post } from "./api.ts";
import { LoadingScreen } from "./loading-screen.tsx";
import { useCan, useSession } from "./session.tsx";

/** The editor's top bar (56 px, fixed) over every signed-in screen. */
export default function EditorShell() {
  const session = useSession();
  const canAdmin = useCan("admin:read");
  // Editors reach the admin's forms sections only (and their leads with lead access).
  const canForms = useCan("forms:read");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isSigningOut, setSigningOut] = useState(false);
  const [error, setError] = useState("");
  // The pages link stays current inside a page (/cms/pages/7) but not in the media library.
  const { pathname } = useLocation();
  const isPages = pathname === "/cms" || pathname.startsWith("/cms/pages");

  async function signOut() {
    setSigningOut(true);
    setError("");
    try {
      await post("/api/auth/logout");
      queryClient.clear();
      navigate("/sign-in");
    } catch {
      setError("تعذّر تسجيل الخروج. حاول مرة أخرى.");
      setSigningOut(false);
    }
  }

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? "ed-topbar__link ed-topbar__link--active" : "ed-topbar__link";

  return (
    <div className="ed-app" dir="rtl" lang="ar">
      <header className="ed-topbar">
        <nav className="ed-topbar__nav" aria-label="أقسام المحرّر">
          <NavLink
            to="/cms"
            className={() => linkClass({ isActive: isPages })}
            aria-current={isPages ? "page" : undefined}
          >
            الصفحات
          </NavLink>
          <NavLink to="/cms/media" className={linkClass}>
            الوسائط
          </NavLink>
          {canAdmin ? (
            <NavLink to="/admin" className={linkClass}>
              الإدارة
            </NavLink>
          ) : canForms ? (
            <NavLink to="/admin/forms" className={linkClass}>
              النماذج
            </NavLink>
          ) : null}
        </nav>
        <div className="ed-topbar__user">
          {error ? (
            <span className="ed-topbar__error" role="alert">
              {error}
            </span>
          ) : null}
          <bdi className="ed-topbar__email" title={session.user.name}>
            {session.user.email}
          </bdi>
          <button
            type="button"
            className="ed-button ed-button--quiet"
            onClick={signOut}
            disabled={isSigningOut}
          >
            تسجيل الخروج
          </button>
        </div>
      </header>
      <div className="ed-main">
        {/* A screen whose code is still arriving keeps the top bar above its waiting message. */}
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
