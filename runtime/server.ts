import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { registerImageRoutes } from "./api/images.ts";
import { registerPageRoutes } from "./api/pages.ts";
import { registerSettingsRoutes } from "./api/settings.ts";
import { registerSiteRoutes, type SiteOptions } from "./api/site.ts";
import { registerTemplateRoutes } from "./api/templates.ts";
import type { Db } from "./db/client.ts";
import { loadAssets, type SiteAssets } from "./ssr/assets.ts";

export interface ServerOptions {
  db: Db;
  theme?: string;
  lang?: string;
  assets?: SiteAssets;
  logger?: boolean;
  renderNotFound?: SiteOptions["renderNotFound"];
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
