/**
 * The §4.1 load-failure view of a block that reads its data in the browser (model figures, the
 * catalogue, a specification): the block's own `error_msg` and its `try_again_btn_label`
 * button, which reads again. Announced as an alert.
 */
export function LoadFailure({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className="block-error" role="alert">
      <p>{message}</p>
      <button type="button" className="cta cta--secondary cta--small" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
