import { beforeAll, describe, expect, it } from "vitest";
import { injectAs } from "../helpers/api.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

/** The editor rules of the vehicle selector blocks (002 §5.5) as the page builder's API applies them. */

interface Problem {
  block?: number;
  template?: string;
  pointer: string;
  rule: string;
  message: string;
}

const infotainment = (modelTitle: string) => ({
  template: "lrdx-infotainment-system-selector",
  fields: { model_title: modelTitle },
  groups: [{ option_label: "ديفندر ٢٠٢٣", blocks_count: 1 }],
});

describe.each(engines)("the selector blocks' rules on save, on %s", (engine) => {
  const site = useDemoServer(engine);
  let editor: TestSession;
  beforeAll(async () => {
    editor = await signedInAs(site.database.db, "editor");
  });
  const call = (method: string, url: string, payload?: unknown) =>
    injectAs(site.app, editor, method, url, payload);
  let created = 0;
  const saveDraft = async (blocks: unknown[]) => {
    created += 1;
    const res = await call("POST", "/api/cms/pages", {
      path: `selectors-rules/page-${created}`,
      title: "صفحة",
    });
    expect(res.statusCode, res.body).toBe(201);
    const page = res.json().data as { id: number; revision: number };
    return call("PUT", `/api/cms/pages/${page.id}/draft`, {
      revision: page.revision,
      snapshot: { title: "مسودة", blocks },
    });
  };

  it("refuses an Infotainment title without {selectedOption} with 422 naming the field", async () => {
    const res = await saveDraft([infotainment("سيارتك المختارة")]);
    expect(res.statusCode).toBe(422);
    const details = (res.json().details ?? []) as Problem[];
    expect(details).toEqual([
      expect.objectContaining({
        block: 0,
        template: "lrdx-infotainment-system-selector",
        pointer: "/fields/model_title",
        rule: "pattern",
      }),
    ]);
    expect(res.json().message).toContain("/fields/model_title");
    expect((await saveDraft([infotainment("سيارتك {selectedOption}")])).statusCode).toBe(200);
  });

  it("refuses option_blocks that are not comma-separated block ids, and a mapper held as a string", async () => {
    const res = await saveDraft([
      {
        template: "lrdx-dropdown-sections-selector",
        fields: {},
        groups: [{ option_label: "باقة", option_blocks: "explorer pack;towing" }],
      },
      {
        template: "lrdx-select-your-vehicle-to-update",
        fields: { subblocks_mapper: '{"dropdowns":[]}' },
        groups: [],
      },
    ]);
    expect(res.statusCode).toBe(422);
    const details = (res.json().details ?? []) as Problem[];
    expect(details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ block: 0, pointer: "/groups/0/option_blocks", rule: "pattern" }),
        expect.objectContaining({ block: 1, pointer: "/fields/subblocks_mapper", rule: "type" }),
      ]),
    );
  });

  it("writes the result line's count in the site's digits: Latin by default, Arabic-Indic once price.digits says so", async () => {
    const resultLine = async () => {
      const res = await site.app.inject({ method: "GET", url: "/ar/blocks/selectors" });
      expect(res.statusCode).toBe(200);
      return /class="svu__result-line"[^>]*>([^<]*)</.exec(res.body)?.[1];
    };
    expect(await resultLine()).toBe("3 نتائج لـ كل السيارات كل السنوات");
    const admin = await signedInAs(site.database.db, "admin");
    const put = (value: string) =>
      injectAs(site.app, admin, "PUT", "/api/admin/settings/price.digits", { value });
    expect((await put("arabic-indic")).statusCode).toBe(200);
    try {
      await expect.poll(resultLine).toBe("٣ نتائج لـ كل السيارات كل السنوات");
    } finally {
      expect((await put("latin")).statusCode).toBe(200);
    }
  });
});
