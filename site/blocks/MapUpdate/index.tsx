import { useMachine } from "@xstate/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { BlockProps, IconName, MapUpdateFields } from "../../../generated/types.ts";
import { mapUpdateMachine, stepOf } from "../../../machines/map-update-machine.ts";
import { linkHref } from "../../../runtime/core/links.ts";
import { integerText } from "../../../runtime/core/number-format.ts";
import { mapDownloadHref } from "../../../runtime/core/vin.ts";
import { Heading } from "../../ui/heading.tsx";
import { Icon, isIconName } from "../../ui/icon.tsx";
import { useSite } from "../../ui/site-context.tsx";
import { pushOwnerToolEvent, vinCheckActor } from "../../ui/vin-check.ts";
import { VinField } from "../../ui/vin-field.tsx";

interface InfoBox {
  n: number;
  text: string;
  icon: IconName;
  tooltip: string;
}

/** Step 1's information boxes that have text (up to four). */
function infoBoxes(f: MapUpdateFields): InfoBox[] {
  const boxes: InfoBox[] = [
    { n: 1, text: f.step_1_box_1_text, icon: f.step_1_box_1_icon, tooltip: f.step_1_box_1_tooltip },
    { n: 2, text: f.step_1_box_2_text, icon: f.step_1_box_2_icon, tooltip: f.step_1_box_2_tooltip },
    { n: 3, text: f.step_1_box_3_text, icon: f.step_1_box_3_icon, tooltip: f.step_1_box_3_tooltip },
    { n: 4, text: f.step_1_box_4_text, icon: f.step_1_box_4_icon, tooltip: f.step_1_box_4_tooltip },
  ];
  return boxes.filter((b) => b.text.trim() !== "");
}

/** A site path of a field as a link of this language (/retailer-locator → /ar/retailer-locator). */
function pageHref(url: string, base: string): string {
  return url.trim() === ""
    ? ""
    : linkHref(
        { type: "internal", url, link_text: "", target: "_self", rdx_forms_form_id: "" },
        base,
      );
}

/**
 * The Map Update wizard (lrdx-map-update; 002 §2.2, §3.14, §4.2, §5.1, §9.4): the breadcrumb of
 * three steps, then the current step. The server renders step 1; the island runs
 * machines/map-update-machine.ts: the VIN is checked in the browser (runtime/core/vin.ts) and
 * then by POST /api/vin/check (purpose map_update). Each new step is announced in a live region
 * and its heading takes the focus. The map file is the block's map_download_url with ?vin=
 * (decided here: §7 does not show the download call), opened in a new tab so the wizard stays.
 */
export default function MapUpdate(props: BlockProps<"lrdx-map-update">) {
  const f = props.block.fields;
  const site = useSite();
  const id = useId();
  const [typed, setTyped] = useState("");
  const [machine] = useState(() =>
    mapUpdateMachine.provide({
      actors: { checkVin: vinCheckActor("map_update") },
      actions: {
        download: ({ context }) =>
          pushOwnerToolEvent({ event: "map_update_download", download_count: context.downloads }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const step = stepOf(snapshot);
  const c = snapshot.context;
  const headingRefs = useRef<(HTMLSpanElement | null)[]>([]);
  const shownStep = useRef(step);
  // What the live region says: nothing on the first view, then the step each change reaches (a
  // return to step 1 by "Change vehicle" or "Update new vehicle" is announced too).
  const [announced, setAnnounced] = useState("");

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    setAnnounced([f.breadCrumb_1, f.breadCrumb_2, f.breadCrumb_3][step - 1] ?? "");
    headingRefs.current[step - 1]?.focus();
    pushOwnerToolEvent({ event: "map_update_step", map_update_step: step });
  }, [step, f.breadCrumb_1, f.breadCrumb_2, f.breadCrumb_3]);

  useEffect(() => {
    // Back on step 1 after "Change vehicle" or "Update new vehicle": the field shows what is kept.
    if (step === 1) setTyped(c.typed);
  }, [step, c.typed]);

  const crumbs = [f.breadCrumb_1, f.breadCrumb_2, f.breadCrumb_3];
  const download = mapDownloadHref(f.map_download_url, c.vin);
  const level = Math.min(6, f.header_tag + 1);
  const stepHeading = (n: 1 | 2 | 3, text: string) => (
    <Heading tag={level} size="m" className="map-update__step-title">
      <span
        ref={(el) => {
          headingRefs.current[n - 1] = el;
        }}
        tabIndex={-1}
        className="map-update__focus"
      >
        {text}
      </span>
    </Heading>
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: "SUBMIT", typed });
  };

  const classes = ["map-update", f.box_color, f.padding_grid_class].filter(Boolean).join(" ");
  return (
    <section className={classes} id={f.block_scroll_id || undefined}>
      <div className="map-update__inner">
        <Heading tag={f.header_tag} size="l" className="map-update__title">
          {f.main_title}
        </Heading>
        <ol className="map-update__crumbs">
          {crumbs.map((label, i) => (
            <li
              key={label || `step-${i + 1}`}
              className={`map-update__crumb${i + 1 === step ? " map-update__crumb--current" : ""}${i + 1 < step ? " map-update__crumb--done" : ""}`}
              aria-current={i + 1 === step ? "step" : undefined}
            >
              <span className="map-update__crumb-number" aria-hidden="true">
                {integerText(i + 1, site.numberLocale, site.digits)}
              </span>
              <span>{label}</span>
            </li>
          ))}
        </ol>
        <p className="visually-hidden" role="status" aria-live="polite">
          {announced}
        </p>

        {
          <div className="map-update__step" hidden={step !== 1}>
            {stepHeading(1, f.step_1_title)}
            {infoBoxes(f).length > 0 ? (
              <ul className={`map-update__boxes map-update__boxes--${infoBoxes(f).length}`}>
                {infoBoxes(f).map((box) => (
                  <li key={box.n} className="map-update__box">
                    {isIconName(box.icon) ? (
                      <Icon name={box.icon} className="icon map-update__box-icon" />
                    ) : null}
                    {box.tooltip.trim() === "" ? (
                      <p className="map-update__box-text">{box.text}</p>
                    ) : (
                      <details className="map-update__tip">
                        <summary className="map-update__box-text">
                          {box.text}
                          <Icon name="info" className="icon map-update__tip-icon" />
                        </summary>
                        <p className="map-update__tip-text">{box.tooltip}</p>
                      </details>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
            <form className="map-update__form" method="dialog" onSubmit={onSubmit} noValidate>
              <VinField
                id={`${id}-vin`}
                label={f.step_1_input_label}
                value={typed}
                isInvalid={c.error !== null}
                messageId={`${id}-error`}
                onChange={setTyped}
                buttonLabel={f.step_1_button_label}
                isBusy={snapshot.matches({ step1: "checking" })}
              />
              <div id={`${id}-error`} className="map-update__error" role="alert">
                <span hidden={c.error !== "required"}>{f.step_1_required_text}</span>
                <span hidden={c.error !== "unrecognised"}>{f.step_1_error_text}</span>
              </div>
            </form>
            {snapshot.matches({ step1: "failed" }) ? (
              <div className="map-update__failed">
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
            <p className="map-update__footer">
              {f.step_1_footer_text}{" "}
              {f.step_1_retailer_link_url ? (
                <a href={pageHref(f.step_1_retailer_link_url, site.base)}>
                  {f.step_1_retailer_link_text}
                </a>
              ) : null}
            </p>
          </div>
        }

        {
          <div className="map-update__step" hidden={step !== 2}>
            {stepHeading(2, f.breadCrumb_2)}
            <p className="map-update__vin">
              <span>{f.step_2_vin_text}: </span>
              <bdi dir="ltr" className="map-update__vin-value">
                {c.vin}
              </bdi>{" "}
              <button
                type="button"
                className="map-update__link-button"
                onClick={() => send({ type: "CHANGE_VEHICLE" })}
              >
                {f.step_2_vehicle_change}
              </button>
            </p>
            <div className="map-update__terms">
              <input
                id={`${id}-terms`}
                type="checkbox"
                checked={snapshot.matches({ step2: "termsAccepted" })}
                onChange={(event) => send({ type: "TERMS", accepted: event.target.checked })}
              />
              <label htmlFor={`${id}-terms`}>{f.step_2_terms_checkbox_text}</label>{" "}
              {f.step_2_terms_link_url ? (
                <a
                  href={pageHref(f.step_2_terms_link_url, site.base)}
                  target="_blank"
                  rel="noopener"
                >
                  {f.step_2_terms_link_text}
                </a>
              ) : (
                f.step_2_terms_link_text
              )}
            </div>
            <div className="map-update__actions">
              {snapshot.matches({ step2: "termsAccepted" }) && download !== "" ? (
                <a
                  className="cta cta--primary cta--medium"
                  href={download}
                  target="_blank"
                  rel="noopener"
                  download
                  onClick={() => send({ type: "DOWNLOAD" })}
                >
                  <Icon name="download" />
                  <span className="cta__label">{f.step_2_download_maps}</span>
                </a>
              ) : (
                <button
                  type="button"
                  className="cta cta--primary cta--medium"
                  disabled
                  aria-describedby={`${id}-terms-hint`}
                >
                  <Icon name="download" />
                  <span className="cta__label">{f.step_2_download_maps}</span>
                </button>
              )}
              {f.step_2_download_latest_url ? (
                <a
                  className="cta cta--secondary cta--medium"
                  href={pageHref(f.step_2_download_latest_url, site.base)}
                  target="_blank"
                  rel="noopener"
                >
                  <span className="cta__label">{f.step_2_download_latest}</span>
                </a>
              ) : null}
            </div>
            <p
              id={`${id}-terms-hint`}
              className="map-update__hint"
              hidden={!snapshot.matches({ step2: "termsPending" })}
            >
              {f.step_2_terms_required_text}
            </p>
          </div>
        }

        {
          <div className="map-update__step" hidden={step !== 3}>
            {stepHeading(3, f.step_3_main_title)}
            {f.step_3_main_text ? <p className="map-update__lead">{f.step_3_main_text}</p> : null}
            {f.step_3_subtitle ? (
              <Heading tag={Math.min(6, level + 1)} size="s" className="map-update__subtitle">
                {f.step_3_subtitle}
              </Heading>
            ) : null}
            {[f.step_3_paragraph_1, f.step_3_paragraph_2, f.step_3_paragraph_3]
              .filter((p) => p.trim() !== "")
              .map((p) => (
                <p key={p} className="map-update__help">
                  {p}
                </p>
              ))}
            {f.map_download_url !== "" ? (
              <p>
                <a
                  href={download}
                  target="_blank"
                  rel="noopener"
                  download
                  onClick={() => send({ type: "DOWNLOAD_AGAIN" })}
                >
                  {f.step_3_download_link_text}
                </a>
              </p>
            ) : null}
            <div className="map-update__actions">
              {f.step_3_retailer_link_url ? (
                <a
                  className="cta cta--secondary cta--medium"
                  href={pageHref(f.step_3_retailer_link_url, site.base)}
                >
                  <span className="cta__label">{f.step_3_retailer_link_text}</span>
                </a>
              ) : null}
              <button
                type="button"
                className="cta cta--primary cta--medium"
                onClick={() => send({ type: "UPDATE_NEW_VEHICLE" })}
              >
                <span className="cta__label">{f.step_3_vehicle_update_text}</span>
              </button>
            </div>
          </div>
        }
      </div>
    </section>
  );
}
