import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../runtime/server.ts";
import { auditEntries, injectAs } from "../helpers/api.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";

interface Check {
  code: string;
  severity: "error" | "warning";
  block: number | null;
  pointer: string;
  fieldLabel: string | null;
  message: string;
}

const hero = (headerTag: number, extra: Record<string, unknown> = {}) => ({
  template: "lrdx-hero-title-banner",
  fields: { heading: "ديفندر الجديدة", header_tag: headerTag, ...extra },
  groups: [],
});
const link = (url: string) => ({ link_text: "اكتشف", url, type: "internal", target: "_self" });

describe.each(engines)("checks before publishing on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let admin: TestSession;
  let editor: TestSession;
  beforeAll(async () => {
    database = await freshDatabase(engine, { demo: true });
    app = await buildServer({ db: database.db });
    admin = await signedInAs(database.db, "admin");
    editor = await signedInAs(database.db, "editor");
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const call = (who: TestSession, method: string, url: string, payload?: unknown) =>
    injectAs(app, who, method, url, payload);
  const draft = async (who: TestSession, path: string, blocks: unknown[]) => {
    const created = await call(who, "POST", "/api/cms/pages", { path, title: "صفحة العرض" });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json().data as { id: number; revision: number };
    const saved = await call(who, "PUT", `/api/cms/pages/${page.id}/draft`, {
      revision: page.revision,
      snapshot: { title: "صفحة العرض", blocks },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().data as { id: number; revision: number };
  };
  const checksOf = async (id: number) => {
    const res = await call(editor, "GET", `/api/cms/pages/${id}/checks`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { checks: Check[]; is_blocking: boolean; revision: number };
  };

  it("refuses a page without an H1 with every finding, and publishes it once the hero is an H1", async () => {
    const page = await draft(editor, "checks/launch", [
      hero(2, { "rdx-image": { id: 30001 }, "rdx-buttons": [link("/models/defender")] }),
    ]);
    const before = await checksOf(page.id);
    expect(before.is_blocking).toBe(true);
    expect(before.checks.map((c) => [c.code, c.severity, c.block, c.pointer])).toEqual([
      ["no_h1", "error", 0, "/fields/header_tag"],
      ["image_alt", "warning", 0, "/fields/rdx-image"],
    ]);

    const refused = await call(editor, "POST", `/api/cms/pages/${page.id}/publish`, {
      revision: page.revision,
    });
    expect(refused.statusCode).toBe(422);
    const problem = refused.json();
    expect(problem.code).toBe("publish_checks");
    expect(problem.message).toContain("H1");
    expect(problem.details).toEqual([
      expect.objectContaining({ block: 0, pointer: "/fields/header_tag", rule: "no_h1" }),
    ]);
    expect(problem.checks).toHaveLength(2);
    // Nothing was published.
    expect((await call(editor, "GET", `/api/cms/pages/${page.id}`)).json().data).toMatchObject({
      is_published: false,
      published_version: null,
    });
    // Only an admin may publish past the errors.
    const override = await call(editor, "POST", `/api/cms/pages/${page.id}/publish`, {
      revision: page.revision,
      override_checks: true,
    });
    expect(override.statusCode).toBe(403);
    expect(override.json().code).toBe("checks_override");

    const fixed = await call(editor, "PUT", `/api/cms/pages/${page.id}/draft`, {
      revision: page.revision,
      snapshot: {
        title: "صفحة العرض",
        blocks: [
          hero(1, { "rdx-image": { id: 30001 }, "rdx-buttons": [link("/models/defender")] }),
        ],
      },
    });
    const after = await checksOf(page.id);
    // The warning stays and does not block.
    expect(after).toMatchObject({ is_blocking: false, revision: fixed.json().data.revision });
    expect(after.checks.map((c) => c.code)).toEqual(["image_alt"]);
    const published = await call(editor, "POST", `/api/cms/pages/${page.id}/publish`, {
      revision: fixed.json().data.revision,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ is_published: true, published_version: 1 });
    expect((await app.inject({ method: "GET", url: "/ar/checks/launch" })).statusCode).toBe(200);
  });

  it("lets an admin publish past the errors, audited with the failing checks", async () => {
    const unpublished = await draft(admin, "checks/hidden", [hero(1)]);
    const page = await draft(admin, "checks/links", [
      hero(1, { "rdx-buttons": [link("/checks/nowhere"), link("/checks/hidden")] }),
      { template: "lrdx-form-component", fields: { form_id: "9999" }, groups: [] },
    ]);
    const { checks } = await checksOf(page.id);
    expect(checks.map((c) => [c.code, c.block, c.pointer, c.fieldLabel])).toEqual([
      ["link_missing", 0, "/fields/rdx-buttons/0", "الأزرار"],
      ["link_unpublished", 0, "/fields/rdx-buttons/1", "الأزرار"],
      // The hero's catalogue picture has no alternative text: a warning, kept out of the audit.
      ["image_alt", 0, "/fields/rdx-image", "الصورة"],
      ["form_missing", 1, "/fields/form_id", "النموذج"],
    ]);
    expect(unpublished.id).toBeGreaterThan(0);

    const res = await call(admin, "POST", `/api/cms/pages/${page.id}/publish`, {
      revision: page.revision,
      override_checks: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const audit = await auditEntries(database.db, "page", String(page.id));
    const override = audit.find((e) => e.action === "publish_override");
    expect(override?.actor_label).toBe(admin.email);
    expect(override?.after).toMatchObject({
      version: 1,
      checks: [
        expect.objectContaining({ code: "link_missing" }),
        expect.objectContaining({ code: "link_unpublished" }),
        expect.objectContaining({ code: "form_missing" }),
      ],
    });
    expect(audit.some((e) => e.action === "publish")).toBe(true);
  });
});
