import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useMemo, useState } from "react";
import type { FormIntegrations } from "../../../generated/types.ts";
import { call } from "../../api.ts";
import { useCan } from "../../session.tsx";
import { errorText, IDLE, Notice, QueryState, type Status, StatusLine } from "../admin-ui.tsx";
import {
  gatherUnder,
  integrationsProblems,
  newTarget,
  type Problem,
  problemMap,
} from "./form-logic.ts";
import { ProblemSummary, SaveBar, useUnsavedWarning } from "./form-ui.tsx";
import {
  type FormItem,
  formIntegrationsKey,
  REFUSED_TEXT,
  ROUTING_LOCKED_TEXT,
  refusedProblems,
} from "./forms-api.ts";
import { SYSTEM_LABELS, TargetCard, type TargetDraft, toDraft } from "./integration-target.tsx";

/** The config sent: empty map rows left out, each target with only what its kind uses. */
function toConfig(drafts: readonly TargetDraft[]): FormIntegrations {
  return {
    targets: drafts.map(({ rows, ...target }) => {
      const field_map: Record<string, string> = {};
      for (const row of rows)
        if (row.from.trim() || row.to.trim()) field_map[row.from.trim()] = row.to.trim();
      const isWebhook = target.kind === "webhook";
      return {
        ...target,
        id: target.id.trim(),
        url: isWebhook ? target.url.trim() : "",
        secret: isWebhook ? target.secret : "",
        system: isWebhook ? "" : target.system,
        org_id: !isWebhook && target.system === "salesforce" ? target.org_id.trim() : "",
        field_map,
      };
    }),
  };
}

/** The kinds of target the editor adds, in the order of their buttons. */
const NEW_TARGETS = [
  { kind: "webhook", label: "إضافة ويب هوك" },
  { kind: "crm", label: "إضافة وجهة CRM" },
] as const;

/**
 * /ar/admin/forms/:id/integrations: where each lead goes besides the mail (webhooks signed with
 * their secret, or the CRM), with the lead fields renamed per target; and the CRM system the
 * site uses, which an editor can check. Changing the targets routes leads: read-only, with the
 * reason, for a user without leads:route (the server refuses the write all the same).
 */
export function IntegrationsEditor({
  form,
  readOnly,
  canRoute,
}: {
  form: FormItem;
  readOnly: boolean;
  canRoute: boolean;
}) {
  const formId = Number(form.id);
  const query = useQuery({
    queryKey: formIntegrationsKey(formId),
    queryFn: () =>
      call("getFormIntegrations", { params: { formId } }).then((r) => r.data.attributes.config),
  });
  return (
    <>
      <ActiveSystem />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {!readOnly && !canRoute && <Notice>{ROUTING_LOCKED_TEXT}</Notice>}
        {query.data && (
          <IntegrationsForm form={form} initial={query.data} readOnly={readOnly || !canRoute} />
        )}
      </QueryState>
    </>
  );
}

function ActiveSystem() {
  const canWrite = useCan("forms:write");
  const query = useQuery({
    queryKey: ["integrations", "active_system"],
    queryFn: () => call("getActiveIntegrationSystem").then((r) => r.data.attributes),
  });
  const [status, setStatus] = useState<Status>(IDLE);
  async function verify() {
    setStatus({ kind: "busy", text: "جارٍ التحقق…" });
    try {
      const answer = (await call("verifyIntegrationSystem")).data.attributes;
      setStatus(
        answer.ok === false
          ? { kind: "error", text: `النظام لا يعمل: ${answer.message ?? "إعداداته غير مكتملة"}` }
          : { kind: "ok", text: `النظام يعمل${answer.message ? `: ${answer.message}` : ""}` },
      );
    } catch (error) {
      setStatus({ kind: "error", text: `تعذّر التحقق: ${errorText(error)}` });
    }
  }
  return (
    <section className="adm-card fb-system" aria-labelledby="fb-system-title">
      <h2 id="fb-system-title">نظام CRM النشط</h2>
      <p>
        {query.isPending
          ? "جارٍ التحميل…"
          : query.error
            ? `تعذّر التحميل: ${errorText(query.error)}`
            : (SYSTEM_LABELS[query.data?.system ?? ""] ?? query.data?.system)}
      </p>
      <p className="adm-hint">يُضبط في الإعدادات (forms.crm_system) ويُستخدم لكل وجهة من نوع CRM.</p>
      {canWrite && (
        <div className="adm-row-actions">
          <button type="button" className="adm-button" onClick={() => void verify()}>
            تحقق من الاتصال
          </button>
          <StatusLine status={status} />
        </div>
      )}
    </section>
  );
}

function IntegrationsForm({
  form,
  initial,
  readOnly,
}: {
  form: FormItem;
  initial: FormIntegrations;
  readOnly: boolean;
}) {
  const formId = Number(form.id);
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(() => toConfig(initial.targets.map(toDraft)));
  const [drafts, setDrafts] = useState<TargetDraft[]>(() => initial.targets.map(toDraft));
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverList, setServerList] = useState<Problem[]>([]);
  const [status, setStatus] = useState<Status>(IDLE);
  const config = useMemo(() => toConfig(drafts), [drafts]);
  const isDirty = JSON.stringify(config) !== JSON.stringify(saved);
  useUnsavedWarning(isDirty && !readOnly);
  const clientList = useMemo(
    () => (isSubmitted ? integrationsProblems(config) : []),
    [isSubmitted, config],
  );
  const all = [...clientList, ...serverList];
  let problems = problemMap(all);
  drafts.forEach((_, i) => {
    problems = gatherUnder(problems, `/targets/${i}/field_map`);
  });
  const fieldNames = form.attributes.fields.map((f) => f.name);

  const edit = (next: TargetDraft[]) => {
    setDrafts(next);
    setServerList([]);
  };
  const editTarget = (index: number, change: Partial<TargetDraft>) =>
    edit(drafts.map((d, i) => (i === index ? { ...d, ...change } : d)));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (readOnly) return;
    setSubmitted(true);
    setServerList([]);
    const found = integrationsProblems(config);
    if (found.length > 0) {
      setStatus({ kind: "error", text: `لم تُحفظ التكاملات: ${found.length} مشكلة.` });
      return;
    }
    setStatus({ kind: "busy", text: "جارٍ الحفظ…" });
    try {
      const answer = await call("putFormIntegrations", {
        params: { formId },
        body: { data: { type: "integration", attributes: { config } } },
      });
      const stored = answer.data.attributes.config;
      setDrafts(stored.targets.map(toDraft));
      setSaved(toConfig(stored.targets.map(toDraft)));
      queryClient.setQueryData(formIntegrationsKey(formId), stored);
      setStatus({ kind: "ok", text: "حُفظت التكاملات" });
    } catch (error) {
      const list = refusedProblems(error, "/data/attributes/config");
      if (list) {
        setServerList(list);
        setStatus({ kind: "error", text: REFUSED_TEXT });
      } else setStatus({ kind: "error", text: `لم تُحفظ التكاملات: ${errorText(error)}` });
    }
  }

  return (
    <form
      className="adm-form fb-integrations"
      onSubmit={save}
      noValidate
      aria-label="تكاملات النموذج"
    >
      <ProblemSummary problems={all} />
      <datalist id="fb-field-names">
        {fieldNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {drafts.length === 0 && (
        <p className="adm-state adm-state--empty">
          لا وجهات بعد: تصل الطلبات بالبريد فقط (إن كان مفعّلاً في الإعدادات).
        </p>
      )}
      {drafts.map((target, index) => (
        <TargetCard
          // biome-ignore lint/suspicious/noArrayIndexKey: a target's place is what its pointers name
          key={index}
          target={target}
          index={index}
          problems={problems}
          readOnly={readOnly}
          onEdit={(change) => editTarget(index, change)}
          onRemove={() => edit(drafts.filter((_, i) => i !== index))}
        />
      ))}
      {!readOnly && (
        <>
          <div className="adm-row-actions">
            {NEW_TARGETS.map(({ kind, label }) => (
              <button
                key={kind}
                type="button"
                className="adm-button"
                disabled={drafts.length >= 10}
                onClick={() =>
                  edit([
                    ...drafts,
                    toDraft(
                      newTarget(
                        drafts.map((d) => d.id),
                        kind,
                      ),
                    ),
                  ])
                }
              >
                {label}
              </button>
            ))}
          </div>
          <SaveBar label="حفظ التكاملات" isDirty={isDirty} status={status} />
        </>
      )}
    </form>
  );
}
