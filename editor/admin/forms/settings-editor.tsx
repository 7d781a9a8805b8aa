import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useMemo, useState } from "react";
import type { FormSettings } from "../../../generated/types.ts";
import { call } from "../../api.ts";
import { errorText, IDLE, QueryState, type Status } from "../admin-ui.tsx";
import {
  completeSettings,
  gatherUnder,
  type Problem,
  problemMap,
  settingsProblems,
} from "./form-logic.ts";
import { ProblemSummary, SaveBar, Tabs, useUnsavedWarning } from "./form-ui.tsx";
import {
  type FormItem,
  formKey,
  formSettingsKey,
  REFUSED_TEXT,
  refusedProblems,
  routingRefusedText,
} from "./forms-api.ts";
import {
  ConfirmationsTab,
  NotificationsTab,
  type SettingsTab,
  TAB_LABELS,
  ThankYouTab,
} from "./settings-tabs.tsx";

/** The three settings sub-resources, read one by one as the API serves them. */
async function fetchSettings(formId: number): Promise<FormSettings> {
  const params = { params: { formId } };
  const [thankYou, notifications, confirmations] = await Promise.all([
    call("getFormThankYou", params),
    call("getFormNotifications", params),
    call("getFormConfirmations", params),
  ]);
  return completeSettings({
    thank_you: thankYou.data.attributes,
    notifications: notifications.data.attributes,
    confirmations: confirmations.data.attributes,
  });
}

/**
 * /ar/admin/forms/:id/settings: what the visitor sees after sending, and the mail each lead sends.
 * The mail tabs route leads: read-only, with the reason, for a user without leads:route, who still
 * edits the thank-you (the server compares the mail settings sent back with the stored ones).
 */
export function SettingsEditor({
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
    queryKey: formSettingsKey(formId),
    queryFn: () => fetchSettings(formId),
  });
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {query.data && (
        <SettingsForm form={form} initial={query.data} readOnly={readOnly} canRoute={canRoute} />
      )}
    </QueryState>
  );
}

/** The tabs whose settings send a lead's contents somewhere (leads:route). */
const ROUTING_TABS: ReadonlySet<SettingsTab> = new Set(["notifications", "confirmations"]);

function SettingsForm({
  form,
  initial,
  readOnly,
  canRoute,
}: {
  form: FormItem;
  initial: FormSettings;
  readOnly: boolean;
  canRoute: boolean;
}) {
  const isLocked = (key: SettingsTab) => readOnly || (!canRoute && ROUTING_TABS.has(key));
  const formId = Number(form.id);
  const queryClient = useQueryClient();
  const idBase = useId();
  const [saved, setSaved] = useState(initial);
  const [settings, setSettings] = useState(initial);
  const [recipients, setRecipients] = useState(initial.notifications.recipients.join("\n"));
  const [tab, setTab] = useState<SettingsTab>("thank_you");
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverList, setServerList] = useState<Problem[]>([]);
  const [status, setStatus] = useState<Status>(IDLE);

  const value: FormSettings = useMemo(
    () => ({
      ...settings,
      notifications: {
        ...settings.notifications,
        recipients: recipients
          .split(/[\n,;]+/)
          .map((r) => r.trim())
          .filter(Boolean),
      },
    }),
    [settings, recipients],
  );
  const isDirty = JSON.stringify(value) !== JSON.stringify(saved);
  useUnsavedWarning(isDirty && !readOnly);
  const clientList = useMemo(
    () => (isSubmitted ? settingsProblems(value) : []),
    [isSubmitted, value],
  );
  const all = [...clientList, ...serverList];
  const problems = gatherUnder(problemMap(all), "/notifications/recipients");
  const tabHasProblem = (key: SettingsTab) => all.some((p) => p.pointer.startsWith(`/${key}`));

  function edit<K extends SettingsTab>(key: K, change: Partial<FormSettings[K]>) {
    setSettings((s) => ({ ...s, [key]: { ...s[key], ...change } }));
    setServerList([]);
  }

  function reveal(pointer: string) {
    const key = pointer.split("/")[1];
    if (key === "thank_you" || key === "notifications" || key === "confirmations") setTab(key);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (readOnly) return;
    setSubmitted(true);
    setServerList([]);
    const found = settingsProblems(value);
    if (found.length > 0) {
      reveal(found[0]?.pointer ?? "");
      setStatus({ kind: "error", text: `لم تُحفظ الإعدادات: ${found.length} مشكلة.` });
      return;
    }
    setStatus({ kind: "busy", text: "جارٍ الحفظ…" });
    try {
      const answer = await call("putFormSettings", {
        params: { formId },
        body: { data: { type: "form_settings", attributes: value } },
      });
      setSaved(value);
      setStatus({ kind: "ok", text: "حُفظت الإعدادات" });
      queryClient.setQueryData(formKey(formId), answer.data);
      queryClient.setQueryData(formSettingsKey(formId), value);
    } catch (error) {
      const list = refusedProblems(error);
      if (list) {
        setServerList(list);
        reveal(list[0]?.pointer ?? "");
        setStatus({ kind: "error", text: REFUSED_TEXT });
      } else
        setStatus({
          kind: "error",
          text: `لم تُحفظ الإعدادات: ${routingRefusedText(error) ?? errorText(error)}`,
        });
    }
  }

  const emailOptions = emailFieldOptions(form, settings.confirmations.email_field);
  const isRoutingLocked = !readOnly && !canRoute;

  return (
    <form className="adm-form fb-settings" onSubmit={save} noValidate aria-label="إعدادات النموذج">
      <ProblemSummary problems={all} onReveal={reveal} />
      <Tabs
        label="أقسام الإعدادات"
        idBase={idBase}
        selected={tab}
        onSelect={setTab}
        tabs={(Object.keys(TAB_LABELS) as SettingsTab[]).map((key) => ({
          key,
          label: TAB_LABELS[key],
          hasProblem: tabHasProblem(key),
        }))}
      />
      <div className="adm-card">
        {tab === "thank_you" && (
          <ThankYouTab
            idBase={idBase}
            value={settings.thank_you}
            problems={problems}
            isLocked={isLocked("thank_you")}
            onEdit={(change) => edit("thank_you", change)}
          />
        )}
        {tab === "notifications" && (
          <NotificationsTab
            idBase={idBase}
            value={settings.notifications}
            recipients={recipients}
            problems={problems}
            isLocked={isLocked("notifications")}
            isRoutingLocked={isRoutingLocked}
            onEdit={(change) => edit("notifications", change)}
            onRecipients={(text) => {
              setRecipients(text);
              setServerList([]);
            }}
          />
        )}
        {tab === "confirmations" && (
          <ConfirmationsTab
            idBase={idBase}
            value={settings.confirmations}
            emailOptions={emailOptions}
            problems={problems}
            isLocked={isLocked("confirmations")}
            isRoutingLocked={isRoutingLocked}
            onEdit={(change) => edit("confirmations", change)}
          />
        )}
      </div>
      {!readOnly && <SaveBar label="حفظ الإعدادات" isDirty={isDirty} status={status} />}
    </form>
  );
}

/** The text fields of the form offered for the visitor's address, and the stored one if it is gone. */
function emailFieldOptions(form: FormItem, current: string): { value: string; label: string }[] {
  const emailFields = form.attributes.fields.filter((f) => f.type === "text");
  return [
    ...emailFields.map((f) => ({
      value: f.name,
      label: `${f.label || f.name} (${f.name})${f.format === "email" ? " — بريد" : ""}`,
    })),
    ...(emailFields.some((f) => f.name === current)
      ? []
      : [{ value: current, label: `${current} (ليس في النموذج)` }]),
  ];
}
