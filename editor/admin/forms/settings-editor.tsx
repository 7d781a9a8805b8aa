import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useMemo, useState } from "react";
import type { FormSettings } from "../../../generated/types.ts";
import { call } from "../../api.ts";
import { errorText, IDLE, Notice, QueryState, type Status } from "../admin-ui.tsx";
import {
  completeSettings,
  gatherUnder,
  type Problem,
  problemMap,
  settingsProblems,
} from "./form-logic.ts";
import {
  CheckInput,
  ProblemSummary,
  SaveBar,
  SelectInput,
  TabPanel,
  Tabs,
  TextArea,
  TextInput,
  textBinding,
  useUnsavedWarning,
} from "./form-ui.tsx";
import {
  type FormItem,
  formKey,
  formSettingsKey,
  REFUSED_TEXT,
  ROUTING_LOCKED_TEXT,
  refusedProblems,
  routingRefusedText,
} from "./forms-api.ts";

type SettingsTab = keyof FormSettings;

const TAB_LABELS: Readonly<Record<SettingsTab, string>> = {
  thank_you: "صفحة الشكر",
  notifications: "إشعارات الفريق",
  confirmations: "رسالة التأكيد للزائر",
};

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

/** One tab's panel: its inputs in a fieldset named by the tab, disabled when read only. */
function SettingsPanel({
  idBase,
  tab,
  readOnly,
  children,
}: {
  idBase: string;
  tab: SettingsTab;
  readOnly: boolean;
  children: ReactNode;
}) {
  return (
    <TabPanel idBase={idBase} tabKey={tab}>
      <fieldset className="adm-fieldset" disabled={readOnly}>
        <legend className="adm-visually-hidden">{TAB_LABELS[tab]}</legend>
        {children}
      </fieldset>
    </TabPanel>
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

  const emailFields = form.attributes.fields.filter((f) => f.type === "text");
  const emailOptions = [
    ...emailFields.map((f) => ({
      value: f.name,
      label: `${f.label || f.name} (${f.name})${f.format === "email" ? " — بريد" : ""}`,
    })),
    ...(emailFields.some((f) => f.name === settings.confirmations.email_field)
      ? []
      : [
          {
            value: settings.confirmations.email_field,
            label: `${settings.confirmations.email_field} (ليس في النموذج)`,
          },
        ]),
  ];
  const t = settings.thank_you;
  const n = settings.notifications;
  const c = settings.confirmations;
  const thankYouText = textBinding(t, "/thank_you", problems, (change) =>
    edit("thank_you", change),
  );
  const notificationText = textBinding(n, "/notifications", problems, (change) =>
    edit("notifications", change),
  );
  const confirmationText = textBinding(c, "/confirmations", problems, (change) =>
    edit("confirmations", change),
  );

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
          <SettingsPanel idBase={idBase} tab="thank_you" readOnly={isLocked("thank_you")}>
            <SelectInput
              label="بعد الإرسال"
              pointer="/thank_you/type"
              problems={problems}
              value={t.type}
              options={[
                { value: "message", label: "تظهر رسالة شكر مكان النموذج" },
                { value: "page", label: "ينتقل الزائر إلى صفحة" },
              ]}
              onChange={(e) =>
                edit("thank_you", { type: e.target.value === "page" ? "page" : "message" })
              }
            />
            {t.type === "page" ? (
              <TextInput
                label="رابط الصفحة"
                {...thankYouText("page_url")}
                dir="ltr"
                maxLength={2000}
                hint="مسار في الموقع مثل /ar/thank-you أو رابط يبدأ بـ https://"
              />
            ) : (
              <>
                <TextInput label="العنوان" {...thankYouText("title")} maxLength={200} />
                <TextArea
                  label="الرسالة"
                  {...thankYouText("message")}
                  maxLength={2000}
                  hint={
                    <>
                      <code dir="ltr">{"{{first_name}}"}</code> يُستبدل بقيمة الحقل first_name.
                    </>
                  }
                />
              </>
            )}
          </SettingsPanel>
        )}
        {tab === "notifications" && (
          <SettingsPanel idBase={idBase} tab="notifications" readOnly={isLocked("notifications")}>
            {!readOnly && !canRoute && <Notice>{ROUTING_LOCKED_TEXT}</Notice>}
            <CheckInput
              label="إرسال بريد إلى الفريق عند كل طلب"
              pointer="/notifications/enabled"
              problems={problems}
              checked={n.enabled}
              onChange={(enabled) => edit("notifications", { enabled })}
            />
            <TextArea
              label="المستلمون"
              pointer="/notifications/recipients"
              problems={problems}
              value={recipients}
              dir="ltr"
              rows={4}
              onChange={(e) => {
                setRecipients(e.target.value);
                setServerList([]);
              }}
              hint="عنوان بريد في كل سطر، حتى 20 عنواناً."
            />
            <TextInput
              label="الموضوع"
              {...notificationText("subject")}
              maxLength={200}
              hint={
                <>
                  <code dir="ltr">{"{{form}}"}</code> اسم النموذج، و
                  <code dir="ltr">{"{{first_name}}"}</code> قيمة الحقل first_name.
                </>
              }
            />
          </SettingsPanel>
        )}
        {tab === "confirmations" && (
          <SettingsPanel idBase={idBase} tab="confirmations" readOnly={isLocked("confirmations")}>
            {!readOnly && !canRoute && <Notice>{ROUTING_LOCKED_TEXT}</Notice>}
            <CheckInput
              label="إرسال رسالة تأكيد إلى الزائر"
              pointer="/confirmations/enabled"
              problems={problems}
              checked={c.enabled}
              onChange={(enabled) => edit("confirmations", { enabled })}
            />
            <SelectInput
              label="حقل البريد الإلكتروني"
              pointer="/confirmations/email_field"
              problems={problems}
              value={c.email_field}
              options={emailOptions}
              onChange={(e) => edit("confirmations", { email_field: e.target.value })}
              hint="الحقل الذي يكتب فيه الزائر بريده."
            />
            <TextInput label="الموضوع" {...confirmationText("subject")} maxLength={200} />
            <TextArea
              label="نص الرسالة"
              {...confirmationText("body")}
              maxLength={5000}
              rows={6}
              hint={
                <>
                  نص عادي؛ <code dir="ltr">{"{{first_name}}"}</code> يُستبدل بقيمة الحقل first_name.
                </>
              }
            />
          </SettingsPanel>
        )}
      </div>
      {!readOnly && <SaveBar label="حفظ الإعدادات" isDirty={isDirty} status={status} />}
    </form>
  );
}
