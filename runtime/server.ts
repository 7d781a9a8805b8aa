import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { registerAccountAdminRoutes } from "./api/admin/accounts.ts";
import { registerSettingsAdminRoutes } from "./api/admin/settings.ts";
import { registerAuthRoutes } from "./api/auth.ts";
import { registerMediaLibraryRoutes } from "./api/cms/media.ts";
import { registerCmsPageRoutes } from "./api/cms/pages.ts";
import type { AppDeps, OidcOptions } from "./api/deps.ts";
import { registerEditorShellRoutes } from "./api/editor-shell.ts";
import { registerImageRoutes } from "./api/images.ts";
import { registerPageRoutes } from "./api/pages.ts";
import { registerSettingsRoutes } from "./api/settings.ts";
import { registerSiteRoutes, type SiteOptions } from "./api/site.ts";
import { registerTemplateRoutes } from "./api/templates.ts";
import { registerThumbnailRoutes } from "./api/thumbnails.ts";
import { registerActor } from "./auth/actor.ts";
import type { Db } from "./db/client.ts";
import { loadAssets, type SiteAssets } from "./ssr/assets.ts";

export interface ServerOptions {
  db: Db;
  theme?: string;
  lang?: string;
  assets?: SiteAssets;
  logger?: boolean;
  renderNotFound?: SiteOptions["renderNotFound"];
  /** Single sign-on; null or absent for local accounts only. */
  oidc?: OidcOptions | null;
  secureCookies?: boolean;
}

/** The one Fastify app: the documented APIs, images, static assets and the server-rendered site. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: false },
  });
  const assets = options.assets ?? loadAssets();
  const theme = options.theme ?? "lrdx";
  const lang = options.lang ?? "ar";

  app.get(assets.stylesheetHref, (_request, reply) =>
    reply
      .header("content-type", "text/css; charset=utf-8")
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(assets.stylesheet),
  );
  mkdirSync(assets.clientDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: assets.clientDir,
    prefix: "/static/",
    decorateReply: false,
    maxAge: "365d",
    immutable: true,
    wildcard: true,
  });
  const deps: AppDeps = {
    db: options.db,
    lang,
    theme,
    assets,
    secureCookies: options.secureCookies ?? false,
    oidc: options.oidc ?? null,
  };
  registerActor(app, options.db);
  registerAuthRoutes(app, deps);
  registerEditorShellRoutes(app, deps);
  registerAccountAdminRoutes(app, deps);
  registerCmsPageRoutes(app, deps);
  registerMediaLibraryRoutes(app, deps);
  registerSettingsAdminRoutes(app, deps);
  registerThumbnailRoutes(app, deps);
  registerPageRoutes(app, options.db);
  registerSettingsRoutes(app, options.db);
  registerTemplateRoutes(app);
  registerImageRoutes(app, options.db);
  registerSiteRoutes(app, {
    db: options.db,
    assets,
    theme,
    lang,
    renderNotFound: options.renderNotFound,
  });
  return app;
}
