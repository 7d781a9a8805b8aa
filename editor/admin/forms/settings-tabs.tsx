import type { ReactNode } from "react";
import type { FormSettings } from "../../../generated/types.ts";
import { Notice } from "../admin-ui.tsx";
import type { ProblemMap } from "./form-logic.ts";
import { CheckInput, SelectInput, TabPanel, TextArea, TextInput, textBinding } from "./form-ui.tsx";
import { ROUTING_LOCKED_TEXT } from "./forms-api.ts";

/*
 * The form settings' three tabs, each a panel of its own inputs: the thank-you, the team's
 * notification mail and the visitor's confirmation mail.
 */

export type SettingsTab = keyof FormSettings;

export const TAB_LABELS: Readonly<Record<SettingsTab, string>> = {
  thank_you: "صفحة الشكر",
  notifications: "إشعارات الفريق",
  confirmations: "رسالة التأكيد للزائر",
};

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

/** What the visitor sees after sending: a thank-you message, or a page. */
export function ThankYouTab({
  idBase,
  value: t,
  problems,
  isLocked,
  onEdit,
}: {
  idBase: string;
  value: FormSettings["thank_you"];
  problems: ProblemMap;
  isLocked: boolean;
  onEdit: (change: Partial<FormSettings["thank_you"]>) => void;
}) {
  const thankYouText = textBinding(t, "/thank_you", problems, onEdit);
  return (
    <SettingsPanel idBase={idBase} tab="thank_you" readOnly={isLocked}>
      <SelectInput
        label="بعد الإرسال"
        pointer="/thank_you/type"
        problems={problems}
        value={t.type}
        options={[
          { value: "message", label: "تظهر رسالة شكر مكان النموذج" },
          { value: "page", label: "ينتقل الزائر إلى صفحة" },
        ]}
        onChange={(e) => onEdit({ type: e.target.value === "page" ? "page" : "message" })}
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
  );
}

/** The team's mail for each lead: whether it is sent, to whom, with which subject. */
export function NotificationsTab({
  idBase,
  value: n,
  recipients,
  problems,
  isLocked,
  isRoutingLocked,
  onEdit,
  onRecipients,
}: {
  idBase: string;
  value: FormSettings["notifications"];
  /** The recipients as typed, one a line. */
  recipients: string;
  problems: ProblemMap;
  isLocked: boolean;
  /** Shown read-only for a user who may not route leads: say why. */
  isRoutingLocked: boolean;
  onEdit: (change: Partial<FormSettings["notifications"]>) => void;
  onRecipients: (text: string) => void;
}) {
  const notificationText = textBinding(n, "/notifications", problems, onEdit);
  return (
    <SettingsPanel idBase={idBase} tab="notifications" readOnly={isLocked}>
      {isRoutingLocked && <Notice>{ROUTING_LOCKED_TEXT}</Notice>}
      <CheckInput
        label="إرسال بريد إلى الفريق عند كل طلب"
        pointer="/notifications/enabled"
        problems={problems}
        checked={n.enabled}
        onChange={(enabled) => onEdit({ enabled })}
      />
      <TextArea
        label="المستلمون"
        pointer="/notifications/recipients"
        problems={problems}
        value={recipients}
        dir="ltr"
        rows={4}
        onChange={(e) => onRecipients(e.target.value)}
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
  );
}

/** The visitor's confirmation mail: whether it is sent, to which field's address, and its text. */
export function ConfirmationsTab({
  idBase,
  value: c,
  emailOptions,
  problems,
  isLocked,
  isRoutingLocked,
  onEdit,
}: {
  idBase: string;
  value: FormSettings["confirmations"];
  emailOptions: { value: string; label: string }[];
  problems: ProblemMap;
  isLocked: boolean;
  /** Shown read-only for a user who may not route leads: say why. */
  isRoutingLocked: boolean;
  onEdit: (change: Partial<FormSettings["confirmations"]>) => void;
}) {
  const confirmationText = textBinding(c, "/confirmations", problems, onEdit);
  return (
    <SettingsPanel idBase={idBase} tab="confirmations" readOnly={isLocked}>
      {isRoutingLocked && <Notice>{ROUTING_LOCKED_TEXT}</Notice>}
      <CheckInput
        label="إرسال رسالة تأكيد إلى الزائر"
        pointer="/confirmations/enabled"
        problems={problems}
        checked={c.enabled}
        onChange={(enabled) => onEdit({ enabled })}
      />
      <SelectInput
        label="حقل البريد الإلكتروني"
        pointer="/confirmations/email_field"
        problems={problems}
        value={c.email_field}
        options={emailOptions}
        onChange={(e) => onEdit({ email_field: e.target.value })}
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
  );
}
