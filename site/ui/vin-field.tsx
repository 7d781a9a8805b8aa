/**
 * The owner tools' VIN field (Map Update wizard, Local VIN Checker): its label, the field written
 * left to right in capitals (a VIN is Latin letters and digits; what is typed is normalised by
 * runtime/core/vin.ts, so spaces, lower case and Arabic-Indic digits are accepted) and the
 * submit button beside it, which wraps under it on a narrow screen. The message the field is
 * described by is the block's own.
 */
export function VinField({
  id,
  label,
  value,
  isInvalid,
  messageId,
  onChange,
  buttonLabel,
  isBusy,
}: {
  id: string;
  label: string;
  value: string;
  isInvalid: boolean;
  /** The element that says what is wrong with the VIN, or the answer. */
  messageId: string;
  onChange: (value: string) => void;
  buttonLabel: string;
  /** A check is under way: the button says so to assistive technology and does nothing. */
  isBusy: boolean;
}) {
  return (
    <>
      <label className="vin-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="vin-field__row">
        <input
          id={id}
          className="vin-field__input"
          name="vin"
          dir="ltr"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          required
          value={value}
          aria-invalid={isInvalid}
          aria-describedby={messageId}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="submit" className="cta cta--primary cta--medium" aria-disabled={isBusy}>
          <span className="cta__label">{buttonLabel}</span>
        </button>
      </div>
    </>
  );
}
