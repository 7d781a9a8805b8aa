import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { call, operationUrl } from "../../api.ts";
import { errorText } from "../admin-ui.tsx";
import { exportQueryOf, type LeadFilters } from "./lead-logic.ts";

/** How often the export's progress is asked for while it runs. */
const POLL_MS = 1000;

/**
 * Exports the leads the list shows (its date window and sort): the export is created, its
 * progress followed in a progress bar, then its CSV and XLSX files are offered for download.
 */
export function LeadExport({ formId, filters }: { formId: number; filters: LeadFilters }) {
  const [exportId, setExportId] = useState<string | null>(null);
  const [startError, setStartError] = useState("");
  const [isStarting, setStarting] = useState(false);
  const progress = useQuery({
    queryKey: ["forms", formId, "lead_exports", exportId],
    queryFn: () =>
      call("getLeadExport", { params: { formId, exportId: exportId ?? "" } }).then(
        (r) => r.data.attributes,
      ),
    enabled: exportId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "done" || status === "failed" ? false : POLL_MS;
    },
  });

  async function start() {
    setStarting(true);
    setStartError("");
    try {
      const created = await call("createLeadExport", {
        params: { formId },
        query: exportQueryOf(filters),
      });
      setExportId(created.data.id);
    } catch (error) {
      setStartError(`لم يبدأ التصدير: ${errorText(error)}`);
    } finally {
      setStarting(false);
    }
  }

  const state = progress.data;
  const isRunning = exportId !== null && state?.status !== "done" && state?.status !== "failed";
  const percent = state?.progress ?? 0;
  const scope =
    filters.from || filters.to
      ? `من ${filters.from || "البداية"} إلى ${filters.to || "اليوم"}`
      : "كل الطلبات";
  const download = (format: "csv" | "xlsx") =>
    operationUrl("downloadLeadExport", {
      params: { formId, exportId: exportId ?? "" },
      query: { format },
    });

  return (
    <section className="adm-card ld-export" aria-labelledby="ld-export-title">
      <h3 id="ld-export-title">تصدير الطلبات</h3>
      <p className="adm-hint">
        يصدّر الطلبات بالتصفية والترتيب الحاليين: <bdi>{scope}</bdi>.
      </p>
      <button
        type="button"
        className="adm-button"
        onClick={() => void start()}
        disabled={isStarting || isRunning}
      >
        {exportId && !isRunning ? "تصدير من جديد" : "تصدير"}
      </button>
      {startError && (
        <p className="adm-field__error" role="alert">
          {startError}
        </p>
      )}
      {exportId !== null && (
        <div className="ld-export__state">
          {progress.error ? (
            <p className="adm-field__error" role="alert">
              تعذّرت متابعة التصدير: {errorText(progress.error)}
            </p>
          ) : state?.status === "failed" ? (
            <p className="adm-field__error" role="alert">
              فشل التصدير{state.error ? `: ${state.error}` : "."}
            </p>
          ) : (
            <>
              <div
                className="ld-progress"
                role="progressbar"
                aria-label="تقدّم التصدير"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={`${percent}٪`}
              >
                <span className="ld-progress__bar" style={{ inlineSize: `${percent}%` }} />
              </div>
              <p className="adm-status" role="status">
                {state?.status === "done"
                  ? `اكتمل التصدير: ${state.processed} طلب.`
                  : typeof state?.total === "number"
                    ? `جارٍ التصدير… ${state.processed} من ${state.total}`
                    : "جارٍ التصدير…"}
              </p>
            </>
          )}
          {state?.status === "done" && (
            <ul className="ld-export__links" aria-label="ملفات التصدير">
              <li>
                <a className="adm-button adm-button--primary" href={download("csv")} download>
                  تنزيل CSV
                </a>
              </li>
              <li>
                <a className="adm-button" href={download("xlsx")} download>
                  تنزيل Excel (XLSX)
                </a>
              </li>
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
