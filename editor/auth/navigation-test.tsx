import { useQuery } from "@tanstack/react-query";
import { languageByUrl } from "../../runtime/core/languages.ts";
import { ApiError, get } from "../api.ts";
import { useSession } from "../session.tsx";
import "./auth.css";

interface PageSummary {
  id: number;
  path: string;
  title: string;
  /** The page's site language (URL code); absent from older answers: Arabic. */
  lang?: string;
  page_type?: string;
  is_published?: boolean;
}

/** The site address of a page path under its language (/{lang}/…): the home page is "index". */
export function pageHref(path: string, lang = "ar"): string {
  return path === "index"
    ? `/${lang}/`
    : `/${lang}/${path.split("/").map(encodeURIComponent).join("/")}`;
}

/** Top-level pages only (no "/" in the path), Arabic first, then by language; home first, then by path. */
export function topLevelPages(pages: readonly PageSummary[]): PageSummary[] {
  const langOf = (p: PageSummary) => p.lang ?? "ar";
  return pages
    .filter((p) => !p.path.includes("/"))
    .sort(
      (a, b) =>
        Number(langOf(b) === "ar") - Number(langOf(a) === "ar") ||
        langOf(a).localeCompare(langOf(b)) ||
        (a.path === "index" ? -1 : b.path === "index" ? 1 : a.path.localeCompare(b.path)),
    );
}

/** /ar/lrdx-navigation-test: a signed-in check page listing the site's top-level pages. */
export default function NavigationTest() {
  const session = useSession();
  const query = useQuery({
    queryKey: ["navigation-test", "pages"],
    queryFn: async () => {
      try {
        return (await get<{ data: PageSummary[] }>("/api/cms/pages")).data;
      } catch (error) {
        // Without the pages API there is simply nothing to list yet.
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
  });
  const pages = topLevelPages(query.data ?? []);
  return (
    <section className="auth-nav-test" aria-labelledby="nav-test-title">
      <h1 id="nav-test-title">اختبار التنقل</h1>
      <p>
        أنت مسجّل الدخول باسم <bdi dir="ltr">{session.user.email}</bdi>. هذه صفحات الموقع في المستوى
        الأعلى:
      </p>
      {query.isPending ? (
        <p role="status">جارٍ تحميل الصفحات…</p>
      ) : query.isError ? (
        <p className="auth-alert" role="alert">
          تعذّر تحميل قائمة الصفحات. أعد تحميل الصفحة.
        </p>
      ) : pages.length === 0 ? (
        <p className="auth-empty">لا توجد صفحات لعرضها بعد.</p>
      ) : (
        <ul className="auth-nav-test__list">
          {pages.map((page) => (
            <li key={page.id}>
              <a href={pageHref(page.path, page.lang)} lang={languageByUrl(page.lang ?? "ar")?.tag}>
                {page.title || page.path}
              </a>{" "}
              <bdi dir="ltr" className="auth-nav-test__path">
                {pageHref(page.path, page.lang)}
              </bdi>
              {page.is_published === false ? (
                <span className="auth-nav-test__badge">غير منشورة</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
