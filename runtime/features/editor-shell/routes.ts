import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { escapeHtmlNumeric } from "../../core/html-escape.ts";
import type { AppDeps } from "../../deps.ts";
import { can, type Permission } from "../../http/permissions.ts";
import { editorPolicy } from "../../http/security-headers.ts";
import type { BuiltEntry } from "../../ssr/assets.ts";
import { signInLocation } from "../auth/index.ts";

const EDITOR_ENTRY = "editor/main.tsx";
const PREVIEW_ENTRY = "editor/preview/main.tsx";

/** The refusal pages look like the sign-in card: one column, links as large targets. */
const PAGE_STYLE =
  "body{margin:0;background:#f4f5f7;font-family:system-ui,'Noto Sans Arabic',sans-serif;line-height:1.8;color:#0c121c}" +
  "main{box-sizing:border-box;inline-size:min(100% - 2rem,34rem);margin-block:4rem;margin-inline:auto;padding:1.5rem;background:#fff;border:1px solid #d5d9e0;border-radius:6px;box-shadow:0 1px 2px rgb(16 24 40/.08),0 1px 3px rgb(16 24 40/.1)}" +
  "h1{margin-block:0 .5rem;font-size:1.5rem}p{margin-block:0 .75rem}" +
  "ul{display:grid;gap:.5rem;margin-block:1.25rem 0;padding:0;list-style:none}" +
  "a{display:block;box-sizing:border-box;min-block-size:44px;padding-block:.5rem;padding-inline:1rem;border:1px solid #005a2b;border-radius:4px;color:#005a2b;font-weight:600;text-align:center;text-decoration:none}" +
  "li:first-child a{background:#005a2b;color:#fff}a:hover{text-decoration:underline}" +
  "a:focus-visible{outline:3px solid #0c121c;outline-offset:3px}";

function head(title: string, extra = ""): string {
  return `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtmlNumeric(title)}</title>${extra}`;
}

function entryTags(entry: BuiltEntry): string {
  return [
    ...entry.styles.map((href) => `<link rel="stylesheet" href="${escapeHtmlNumeric(href)}">`),
    `<script type="module" src="${escapeHtmlNumeric(entry.script)}"></script>`,
  ].join("");
}

/** A plain Arabic page (no JavaScript) for refusals and for a missing build. */
function messagePage(title: string, paragraphs: string[], links: [string, string][]): string {
  return `${head(title, `<style>${PAGE_STYLE}</style>`)}</head><body><main><h1>${escapeHtmlNumeric(title)}</h1>${paragraphs.map((p) => `<p>${escapeHtmlNumeric(p)}</p>`).join("")}<ul>${links.map(([href, label]) => `<li><a href="${escapeHtmlNumeric(href)}">${escapeHtmlNumeric(label)}</a></li>`).join("")}</ul></main></body></html>`;
}

/**
 * The editor's single-page app behind the server's own checks: the sign-in screen is public;
 * /cms, /admin and the navigation test need a signed-in user, and the permission of the area
 * (pages:read, admin:read). Anonymous visitors go to sign in and come back; a user without the
 * permission goes to /auth/error?type=noPermissions. Also the preview iframe and the public
 * refusal pages.
 */
export function registerEditorShellRoutes(app: FastifyInstance, deps: AppDeps): void {
  const base = `/${deps.lang}`;

  const notBuilt = (reply: FastifyReply) =>
    reply
      .code(503)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("retry-after", "30")
      .send(
        messagePage(
          "واجهة التحرير غير جاهزة",
          [
            "لم تُبنَ ملفات واجهة التحرير بعد، لذلك لا يمكن عرضها الآن.",
            "شغّل الأمر npm run build (أو npm start الذي يبني ثم يشغّل الموقع) ثم أعد تحميل الصفحة.",
          ],
          [[`${base}/`, "العودة إلى الصفحة الرئيسية"]],
        ),
      );

  const sendShell = (reply: FastifyReply) => {
    const entry = deps.assets.entries[EDITOR_ENTRY];
    if (!entry) return notBuilt(reply);
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "private, no-store")
      .header("x-frame-options", "DENY")
      .header("content-security-policy", editorPolicy("app"))
      .send(
        `${head("لوحة التحرير", entryTags(entry))}</head><body><div id="editor-root"></div><noscript>تحتاج لوحة التحرير إلى تفعيل JavaScript في المتصفح.</noscript></body></html>`,
      );
  };

  /** Signed in and allowed, or already answered with a redirect. */
  const admits = (request: FastifyRequest, reply: FastifyReply, needed?: Permission): boolean => {
    const actor = request.actor;
    if (!actor) {
      reply
        .header("cache-control", "no-store")
        .redirect(signInLocation(deps.lang, request.url), 302);
      return false;
    }
    if (needed && !can(actor.role, needed, actor.leadAccess)) {
      reply
        .header("cache-control", "no-store")
        .redirect(`${base}/auth/error?type=noPermissions`, 302);
      return false;
    }
    return true;
  };

  const guarded = (path: string, needed?: Permission) =>
    app.get(path, async (request, reply) => {
      if (!admits(request, reply, needed)) return reply;
      return sendShell(reply);
    });

  app.get(`${base}/sign-in`, async (_request, reply) => sendShell(reply));
  guarded(`${base}/cms`, "pages:read");
  guarded(`${base}/cms/*`, "pages:read");
  guarded(`${base}/admin`, "admin:read");
  guarded(`${base}/admin/*`, "admin:read");
  // The model catalogue is the editors' too: they keep the pages that show it.
  guarded(`${base}/admin/catalogue`, "pages:read");
  // The forms' sections of the admin are the editors' too (leads only with lead access).
  guarded(`${base}/admin/forms`, "forms:read");
  guarded(`${base}/admin/forms/*`, "forms:read");
  guarded(`${base}/admin/locations`, "forms:read");
  guarded(`${base}/admin/deliveries`, "leads:read");
  guarded(`${base}/admin/leads`, "leads:read");
  guarded(`${base}/admin/leads/*`, "leads:read");
  guarded(`${base}/admin/sms`, "leads:read");
  // Orders and reservations: editors with lead access read them too (orders:read).
  guarded(`${base}/admin/orders`, "orders:read");
  guarded(`${base}/admin/orders/*`, "orders:read");
  guarded(`${base}/admin/ev-reservations`, "orders:read");
  guarded(`${base}/admin/ev-reservations/*`, "orders:read");
  guarded(`${base}/lrdx-navigation-test`);

  const intoEditor = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.redirect(`${base}/cms`, 302);
  app.get("/cms/_", intoEditor);
  app.get(`${base}/cms/_`, intoEditor);

  // The builder's live preview: the site's own stylesheet, so its media queries apply in the iframe.
  app.get(`${base}/cms/preview`, async (request, reply) => {
    if (!admits(request, reply, "pages:read")) return reply;
    const entry = deps.assets.entries[PREVIEW_ENTRY];
    if (!entry) return notBuilt(reply);
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "private, no-store")
      .header("x-frame-options", "SAMEORIGIN")
      .header("content-security-policy", editorPolicy("preview"))
      .send(
        `${head("معاينة الصفحة", `<link rel="stylesheet" href="${escapeHtmlNumeric(deps.assets.stylesheetHref)}">${entryTags(entry)}`)}</head><body><div id="preview-root"></div></body></html>`,
      );
  });

  const refusal =
    (title: string, paragraphs: string[]) => async (_r: FastifyRequest, reply: FastifyReply) =>
      reply
        .code(200)
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(
          messagePage(title, paragraphs, [
            [`${base}/`, "العودة إلى الصفحة الرئيسية"],
            [`${base}/sign-in?switch=1`, "تسجيل الدخول بحساب آخر"],
          ]),
        );

  app.get(
    `${base}/no-access`,
    refusal("لا تملك صلاحية الوصول", [
      "ليست لديك صلاحية لعرض هذه الصفحة أو لتنفيذ هذا الإجراء.",
      "إذا كنت تحتاج إلى هذه الصلاحية فاطلبها من مسؤول الموقع، أو سجّل الدخول بحساب آخر.",
    ]),
  );

  app.get(`${base}/auth/error`, async (request, reply) => {
    const { type } = request.query as { type?: string };
    const paragraphs =
      type === "noPermissions"
        ? [
            "تم تسجيل دخولك، لكن حسابك لا يملك صلاحية الوصول إلى هذا القسم.",
            "اطلب من مسؤول الموقع منحك الدور المناسب، أو سجّل الدخول بحساب آخر.",
          ]
        : ["تعذّر إكمال تسجيل الدخول. حاول مرة أخرى، أو تواصل مع مسؤول الموقع."];
    return refusal(
      type === "noPermissions" ? "لا توجد صلاحيات" : "خطأ في تسجيل الدخول",
      paragraphs,
    )(request, reply);
  });
}
