import { useQueryClient } from "@tanstack/react-query";
import { type DragEvent, useId, useState } from "react";
import { ApiError } from "../api.ts";
import { useSession } from "../session.tsx";
import {
  ACCEPTED_TYPES,
  type MediaItem,
  uploadMedia,
  uploadProblem,
  uploadRefusal,
} from "./media-api.ts";

interface Job {
  key: string;
  name: string;
  progress: number;
  error: string | null;
  done: boolean;
}

let jobCounter = 0;

/** Upload by file input or drag and drop; each file's progress and any refusal in Arabic. */
export function Uploader({
  onUploaded,
  compact,
}: {
  onUploaded?: (item: MediaItem) => void;
  compact?: boolean;
}) {
  const { csrfToken } = useSession();
  const client = useQueryClient();
  const [jobs, setJobs] = useState<Job[]>([]);
  const [over, setOver] = useState(false);
  const inputId = useId();
  const update = (key: string, patch: Partial<Job>) =>
    setJobs((all) => all.map((j) => (j.key === key ? { ...j, ...patch } : j)));

  const start = (files: readonly File[]) => {
    for (const file of files) {
      jobCounter += 1;
      const key = `upload-${jobCounter}`;
      const problem = uploadProblem(file);
      setJobs((all) => [
        ...all,
        { key, name: file.name, progress: 0, error: problem, done: false },
      ]);
      if (problem) continue;
      uploadMedia(file, "", csrfToken, (progress) => update(key, { progress }))
        .then((item) => {
          update(key, { progress: 1, done: true });
          void client.invalidateQueries({ queryKey: ["media"] });
          onUploaded?.(item);
        })
        .catch((error: unknown) => {
          const status = error instanceof ApiError ? error.status : 0;
          const message = error instanceof Error ? error.message : "";
          update(key, { error: uploadRefusal(file.name, status, message) });
        });
    }
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    start(Array.from(e.dataTransfer.files));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a mouse shortcut; the file input is the keyboard way.
    <div
      className={`md-drop${over ? " md-drop--over" : ""}${compact ? " md-drop--compact" : ""}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <p className="md-drop-text">
        اسحب الصور وأفلتها هنا، أو{" "}
        <label className="wf-button md-file-button" htmlFor={inputId}>
          اختر ملفات للرفع
        </label>
        <input
          id={inputId}
          className="wf-visually-hidden"
          type="file"
          multiple
          accept={ACCEPTED_TYPES.join(",")}
          onChange={(e) => {
            start(Array.from(e.target.files ?? []));
            e.target.value = "";
          }}
        />
      </p>
      <p className="wf-help">JPEG وPNG وWebP وGIF وAVIF وSVG، حتى 10 ميغابايت للملف.</p>
      {jobs.length ? (
        <ul className="md-jobs" aria-live="polite">
          {jobs.map((job) => (
            <li key={job.key} className={`md-job${job.error ? " md-job--error" : ""}`}>
              <span className="md-job-name">
                <bdi>{job.name}</bdi>
              </span>
              {job.error ? (
                <span role="alert">{job.error}</span>
              ) : job.done ? (
                <span>تم الرفع</span>
              ) : (
                <progress value={job.progress} max={1} aria-label={`تقدّم رفع ${job.name}`}>
                  {Math.round(job.progress * 100)}٪
                </progress>
              )}
              {job.error || job.done ? (
                <button
                  type="button"
                  className="wf-button wf-button--small"
                  aria-label={`إخفاء ${job.name}`}
                  onClick={() => setJobs((all) => all.filter((j) => j.key !== job.key))}
                >
                  إخفاء
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
