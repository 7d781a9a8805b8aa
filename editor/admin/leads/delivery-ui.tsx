/**
 * What the lead screen's deliveries and the deliveries screen show alike: a delivery's kind,
 * target, state and attempts, its retry button, and the pager of a list read page by page.
 */
import type { ReactNode } from "react";
import { KIND_LABELS, STATUS_LABELS } from "./lead-logic.ts";

/** A delivery as both lists read it (an outbox row, or one of a lead's deliveries). */
interface Delivery {
  kind: string;
  target: string;
  status: string;
  attempts: number;
  max_attempts?: number;
}

/** A delivery's kind in words (the kind itself when it has none). */
export const kindLabel = (kind: string): string => KIND_LABELS[kind] ?? kind;

/** The headings of the cells DeliveryCells gives, and of the last error after them. */
export function DeliveryHeads() {
  return (
    <>
      <th scope="col">النوع</th>
      <th scope="col">الجهة</th>
      <th scope="col">الحالة</th>
      <th scope="col">المحاولات</th>
      <th scope="col">آخر خطأ</th>
    </>
  );
}

/** The kind, target, state (with `note` after it) and attempts of a delivery, a cell each. */
export function DeliveryCells({ delivery: a, note }: { delivery: Delivery; note?: ReactNode }) {
  return (
    <>
      <td>{kindLabel(a.kind)}</td>
      <td>
        <bdi dir="ltr">{a.target}</bdi>
      </td>
      <td>
        <span className={`ld-status ld-status--${a.status}`}>
          {STATUS_LABELS[a.status] ?? a.status}
        </span>
        {note}
      </td>
      <td>
        <bdi>
          {a.attempts}
          {a.max_attempts ? ` / ${a.max_attempts}` : ""}
        </bdi>
      </td>
    </>
  );
}

/** The cell of a delivery's retry: a button for those not delivered, when the user may write. */
export function RetryCell({
  delivery,
  canWrite,
  ariaLabel,
  onRetry,
  children,
}: {
  delivery: Delivery;
  canWrite: boolean;
  ariaLabel: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <td>
      {canWrite && delivery.status !== "delivered" && (
        <button type="button" className="adm-button" aria-label={ariaLabel} onClick={onRetry}>
          {children}
        </button>
      )}
    </td>
  );
}

/**
 * Previous and next around the page shown (`where`), then anything the list adds (`children`).
 * `page` is the page asked for, which the buttons move from.
 */
export function Pager({
  label,
  className,
  page,
  hasNext,
  onPage,
  where,
  children,
}: {
  label: string;
  className?: string;
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
  where: ReactNode;
  children?: ReactNode;
}) {
  return (
    <nav className={className ? `adm-pager ${className}` : "adm-pager"} aria-label={label}>
      <button
        type="button"
        className="adm-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        السابق
      </button>
      <span>{where}</span>
      <button
        type="button"
        className="adm-button"
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        التالي
      </button>
      {children}
    </nav>
  );
}
