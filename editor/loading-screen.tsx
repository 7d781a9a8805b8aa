import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";

/**
 * The waiting screen's heading for the editor's part a path (under the /ar basename) opens. It
 * never repeats the screen's own heading (a screen reader, and a script waiting for the sign-in
 * screen's «تسجيل الدخول», would take the waiting screen for the screen itself).
 */
export function sectionTitle(pathname: string): string {
  if (pathname.startsWith("/cms/media")) return "جارٍ فتح مكتبة الوسائط";
  if (pathname.startsWith("/admin")) return "جارٍ فتح لوحة الإدارة";
  if (pathname.startsWith("/sign-in")) return "جارٍ فتح صفحة الدخول";
  return "جارٍ فتح المحرّر";
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
