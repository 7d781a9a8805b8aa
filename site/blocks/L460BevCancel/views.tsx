import { useEffect, useId, useRef } from "react";
import type { L460BevCancelFields } from "../../../generated/types.ts";
import { NoticeView } from "../../ev-preorder/parts.tsx";
import {
  CodeVerification,
  type VerifyState,
  verifyErrorText,
} from "../../ev-preorder/phone-verification.tsx";
import type { EvText } from "../../ev-preorder/texts.ts";

/**
 * The cancellation block's views (001 §2, 002 §2.13, §4.10), each from the editor's texts; the
 * block (index.tsx) picks one from the cancellation machine's state.
 */

export interface CancelViewBase {
  fields: L460BevCancelFields;
  t: EvText;
  lang: string;
  shouldFocus?: boolean;
}

/**
 * The landing: heading, paragraph, the reservation's phone (masked: the country code and the
 * last four digits) with the code sent to it, and the cancel button.
 */
export function CancelLandingView(
  props: CancelViewBase & {
    /** The lead's phone, masked ("+971 •• ••• 4567"); "" in the editor's preview. */
    maskedPhone: string;
    verify: VerifyState;
    requirePhoneVerification: boolean;
    /** The cancel button is busy (the modal is open or the request is on its way). */
    isBusy?: boolean;
    onSendCode: () => void;
    onCheckCode: (code: string) => void;
    onCancel: () => void;
  },
) {
  const { fields, t, lang, verify } = props;
  const id = useId();
  const error = verifyErrorText(verify, t, lang, { phone: t("details.phone") });
  const formError =
    verify.errorCode === "verified_phone"
      ? t("cancel.verifyFirst")
      : error && error.field !== "code"
        ? error.text
        : null;
  return (
    <div className="ev-cancel" data-view="landing">
      <NoticeView
        view="cancel-landing"
        heading={fields["landing-heading"]}
        paragraphs={[fields["landing-paragraph"]]}
        shouldFocus={props.shouldFocus}
      />
      {props.requirePhoneVerification && props.maskedPhone ? (
        <div className="ev-form ev-cancel__verify">
          <p className="ev-cancel__phone">
            {t("phone.onFile")}{" "}
            <bdi dir="ltr" className="ev-phone">
              {props.maskedPhone}
            </bdi>
          </p>
          <CodeVerification
            id={id}
            t={t}
            lang={lang}
            state={verify}
            codeError={error?.field === "code" ? error.text : null}
            sentTo={props.maskedPhone}
            onSend={props.onSendCode}
            onCheck={props.onCheckCode}
          />
        </div>
      ) : null}
      {formError ? (
        <p className="ev-form__error" role="alert">
          {formError}
        </p>
      ) : null}
      <button
        type="button"
        className="cta cta--primary ev-cancel__button"
        onClick={props.onCancel}
        disabled={props.isBusy}
      >
        {fields["landing-button-label"]}
      </button>
    </div>
  );
}

/**
 * The confirmation: a modal dialog (the rest of the page inert, the focus kept inside), its
 * primary button cancelling the reservation and its secondary one (or Escape) going back.
 */
export function ConfirmDialog(
  props: CancelViewBase & {
    isOpen: boolean;
    isBusy: boolean;
    /** The last attempt got no answer: said in the dialog, which may be confirmed again. */
    error: string | null;
    onConfirm: () => void;
    onDismiss: () => void;
  },
) {
  const { fields, t, isOpen } = props;
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const secondary = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (isOpen && !el.open) {
      el.showModal();
      // The safe choice has the focus first: Enter does not cancel by accident.
      secondary.current?.focus();
    } else if (!isOpen && el.open) el.close();
  }, [isOpen]);
  return (
    <dialog
      ref={dialog}
      className="ev-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        // Escape: the secondary button's choice, through the machine.
        event.preventDefault();
        if (!props.isBusy) props.onDismiss();
      }}
    >
      <h2 id={`${id}-title`} className="ev-dialog__title">
        {fields["modal-heading"]}
      </h2>
      <p id={`${id}-text`}>{fields["modal-text"]}</p>
      {props.error ? (
        <p className="ev-field__error" role="alert">
          {props.error}
        </p>
      ) : null}
      <div className="ev-dialog__actions">
        <button
          type="button"
          className="cta cta--primary"
          onClick={props.onConfirm}
          disabled={props.isBusy}
          aria-busy={props.isBusy || undefined}
        >
          {props.isBusy ? t("cancel.cancelling") : fields["modal-primary-button-label"]}
        </button>
        <button
          ref={secondary}
          type="button"
          className="cta cta--secondary"
          onClick={props.onDismiss}
          disabled={props.isBusy}
        >
          {fields["modal-secondary-button-label"]}
        </button>
      </div>
    </dialog>
  );
}

export type CancelMessage =
  | "thankYou"
  | "unavailable"
  | "paidLeadCancelOnly"
  | "awaitingCancellation"
  | "cancelled"
  | "error"
  | "busy";

/** The one-message views. */
export function CancelMessageView(
  props: CancelViewBase & { view: CancelMessage; onRetry?: () => void },
) {
  const { fields, t } = props;
  const common = { view: props.view, shouldFocus: props.shouldFocus };
  switch (props.view) {
    case "thankYou":
      return (
        <NoticeView
          {...common}
          heading={fields["thank-you-heading"]}
          paragraphs={[fields["thank-you-text"]]}
        />
      );
    case "unavailable":
      return (
        <NoticeView
          {...common}
          heading={fields["unavailable-heading"]}
          paragraphs={[fields["unavailable-text"]]}
        />
      );
    case "paidLeadCancelOnly":
      return (
        <NoticeView
          {...common}
          heading={fields["paid-lead-cancel-only-heading"]}
          paragraphs={[fields["paid-lead-cancel-only-text"]]}
        />
      );
    case "awaitingCancellation":
      return (
        <NoticeView
          {...common}
          heading={fields["awaiting-cancellation-heading"]}
          paragraphs={[fields["awaiting-cancellation-text"]]}
        />
      );
    case "cancelled":
      return (
        <NoticeView
          {...common}
          heading={fields["cancelled-heading"]}
          paragraphs={[fields["cancelled-text"]]}
        />
      );
    case "error":
      return (
        <NoticeView
          {...common}
          heading={fields["error-heading"]}
          paragraphs={[fields["error-paragraph"], fields["error-secondary-paragraph"]]}
        >
          {props.onRetry ? (
            <button type="button" className="cta cta--primary" onClick={props.onRetry}>
              {fields.try_again_btn_label}
            </button>
          ) : null}
        </NoticeView>
      );
    case "busy":
      return (
        <div className="ev-busy" aria-busy="true" role="status">
          <span className="ev-busy__spinner" aria-hidden="true" />
          <span>{t("loading")}</span>
        </div>
      );
  }
}
