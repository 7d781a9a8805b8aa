import { useMachine } from "@xstate/react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { vinCheckerMachine } from "../../../machines/vin-checker-machine.ts";
import { Heading } from "../../ui/heading.tsx";
import { pushOwnerToolEvent, vinCheckActor } from "../../ui/vin-check.ts";
import { VinField } from "../../ui/vin-field.tsx";

/** `{phone}` in the positive response as a tel: link isolated left to right (its first one). */
function withPhone(text: string, phone: string): ReactNode {
  const at = text.indexOf("{phone}");
  if (at === -1 || phone.trim() === "") return text.replaceAll("{phone}", phone);
  const tel = `tel:${phone.replace(/[^+0-9]/g, "")}`;
  return (
    <>
      {text.slice(0, at)}
      <a href={tel} className="vin-checker__phone">
        <bdi dir="ltr">{phone}</bdi>
      </a>
      {text.slice(at + "{phone}".length).replaceAll("{phone}", phone)}
    </>
  );
}

/**
 * The Local VIN Checker (lrdx-local-vin-checker; 002 §2.11, §3.14, §8): a title, a paragraph, the
 * VIN field and the check button; the response (positive, negative, or the load failure with its
 * try-again button) is announced in a live region. The VIN is checked in the browser first
 * (runtime/core/vin.ts: Arabic-Indic digits, spaces and lower case accepted) and only a well-formed
 * one is sent (POST /api/vin/check, purpose local_check). Machine: machines/vin-checker-machine.ts.
 */
export default function LocalVinChecker(props: BlockProps<"lrdx-local-vin-checker">) {
  const f = props.block.fields;
  const id = useId();
  const [typed, setTyped] = useState("");
  const [machine] = useState(() =>
    vinCheckerMachine.provide({
      actors: {
        checkVin: vinCheckActor("local_check"),
      },
      actions: {
        answered: ({ event }) =>
          pushOwnerToolEvent({
            event: "vin_checker_result",
            vin_check_result:
              "output" in event && event.output === true ? "affected" : "not_affected",
          }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const state = String(snapshot.value);
  const isBusy = state === "checking";
  const inputId = `${id}-vin`;
  const messageId = `${id}-message`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: "SUBMIT", typed });
  };

  const classes = [
    "vin-checker",
    f.section_class,
    `vin-checker--${f.section_height}`,
    f.padding_grid_class,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <section className={classes} id={f.block_scroll_id || undefined}>
      <div className="vin-checker__inner">
        <Heading tag={f.header_tag} size="l" className="vin-checker__title">
          {f.section_title}
        </Heading>
        {f.section_paragraph ? (
          <p className="vin-checker__paragraph">{f.section_paragraph}</p>
        ) : null}
        <form className="vin-checker__form" method="dialog" onSubmit={onSubmit} noValidate>
          <VinField
            id={inputId}
            label={f.label_text}
            value={typed}
            isInvalid={state === "invalid"}
            messageId={messageId}
            onChange={(value) => {
              setTyped(value);
              if (state !== "checking") send({ type: "EDIT" });
            }}
            buttonLabel={f.button_text}
            isBusy={isBusy}
          />
        </form>
        <div id={messageId} className="vin-checker__message" role="status" aria-live="polite">
          <p
            className="vin-checker__response vin-checker__response--invalid"
            hidden={state !== "invalid"}
          >
            {f.invalid_text}
          </p>
          <p
            className="vin-checker__response vin-checker__response--positive"
            hidden={state !== "positive"}
          >
            {withPhone(f.response_positive, f.service_phone)}
          </p>
          <p
            className="vin-checker__response vin-checker__response--negative"
            hidden={state !== "negative"}
          >
            {f.response_negative}
          </p>
          {state === "failed" ? (
            <div className="vin-checker__response vin-checker__response--failed">
              <p>{f.error_msg}</p>
              <button
                type="button"
                className="cta cta--secondary cta--small"
                onClick={() => send({ type: "RETRY" })}
              >
                <span className="cta__label">{f.try_again_btn_label}</span>
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
