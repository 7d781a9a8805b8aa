import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";

/** The editor's part a path (under the /ar basename) belongs to, named as the top bar names it. */
export function sectionTitle(pathname: string): string {
  if (pathname.startsWith("/cms/media")) return "الوسائط";
  if (pathname.startsWith("/admin")) return "الإدارة";
  if (pathname.startsWith("/sign-in")) return "تسجيل الدخول";
  return "الصفحات";
}

/**
 * A screen while its code or the session is still arriving: already the page's main region,
 * titled for screen readers by the part of the editor it opens, with the waiting (or failure)
 * message in it, so the document is never without its landmark and heading.
 */
export function LoadingScreen({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <main className="ed-loading-screen" dir="rtl" lang="ar" aria-labelledby="ed-loading-title">
      <h1 id="ed-loading-title" className="ed-visually-hidden">
        {sectionTitle(pathname)}
      </h1>
      {children ?? (
        <p className="ed-loading" role="status">
          جارٍ التحميل…
        </p>
      )}
    </main>
  );
}
