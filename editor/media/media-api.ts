import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MediaItem as MediaItemType, MediaList } from "../../generated/types.ts";
import { ApiError, call } from "../api.ts";

/** One picture of the media library, as GET /api/cms/media lists it (generated reply type). */
export type MediaItem = MediaItemType;

/** One page of GET /api/cms/media. */
export type MediaPage = MediaList;

/** The server's limit (POST /api/cms/media). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
  "image/svg+xml",
];
export const PAGE_SIZE_HINT = 24;

export const thumbnail = (id: number, width = 320): string => `/api/v2/images/${id}/w/${width}.jpg`;

/** A file name kept whole inside Arabic text (a first-strong isolate). */
const isolate = (name: string): string => `\u2068${name}\u2069`;

/** "2.4 ميغابايت", "830 كيلوبايت". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} ميغابايت`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} كيلوبايت`;
  return `${bytes} بايت`;
}

/** Why a file cannot be uploaded, checked before sending; null when it may go. */
export function uploadProblem(file: { name: string; type: string; size: number }): string | null {
  if (file.type && !ACCEPTED_TYPES.includes(file.type))
    return `الملف «${isolate(file.name)}» ليس صورة: المسموح JPEG وPNG وWebP وGIF وAVIF وSVG.`;
  if (!file.type && !/\.(jpe?g|png|webp|gif|avif|svg)$/i.test(file.name))
    return `الملف «${isolate(file.name)}» ليس صورة: المسموح JPEG وPNG وWebP وGIF وAVIF وSVG.`;
  if (file.size > MAX_UPLOAD_BYTES)
    return `الملف «${isolate(file.name)}» كبير جداً (${formatBytes(file.size)}): الحد الأقصى 10 ميغابايت.`;
  if (file.size === 0) return `الملف «${isolate(file.name)}» فارغ.`;
  return null;
}

/** The server's refusal of an upload, in Arabic. */
export function uploadRefusal(name: string, status: number, message: string): string {
  if (status === 413) return `الملف «${isolate(name)}» كبير جداً: الحد الأقصى 10 ميغابايت.`;
  if (status === 415)
    return `الملف «${isolate(name)}» ليس صورة: فُحص محتواه فلم يكن JPEG أو PNG أو WebP أو GIF أو AVIF أو SVG، مهما كان امتداد اسمه.`;
  if (status === 422)
    return `الملف «${isolate(name)}» ليس صورة مقبولة${/[\u0600-\u06FF]/.test(message) ? `: ${message}` : "."}`;
  if (status === 403) return "لا تملك صلاحية رفع الصور.";
  if (status === 0) return `تعذّر رفع «${isolate(name)}»: تحقق من الاتصال.`;
  return `تعذّر رفع «${isolate(name)}»${/[\u0600-\u06FF]/.test(message) ? `: ${message}` : "."}`;
}

export function useMediaList(q: string, page: number) {
  return useQuery({
    queryKey: ["media", q, page],
    queryFn: () => call("listMedia", { query: { q, page } }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Sends one file with its alt text (multipart `file`, `alt`), reporting progress; XMLHttpRequest
 * because fetch cannot report upload progress.
 */
export function uploadMedia(
  file: File,
  alt: string,
  csrfToken: string,
  onProgress: (fraction: number) => void,
): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append("alt", alt);
    body.append("file", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/cms/media");
    xhr.setRequestHeader("accept", "application/json");
    xhr.setRequestHeader("csrf-token", csrfToken);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, "network", "network error"));
    xhr.onload = () => {
      let parsed: unknown;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        parsed = undefined;
      }
      const problem = (parsed ?? {}) as { code?: string; message?: string; data?: MediaItem };
      if (xhr.status >= 200 && xhr.status < 300 && problem.data) resolve(problem.data);
      else if (xhr.status >= 200 && xhr.status < 300) resolve(parsed as MediaItem);
      else
        reject(
          new ApiError(
            xhr.status,
            problem.code ?? String(xhr.status),
            problem.message ?? xhr.statusText,
          ),
        );
    };
    xhr.send(body);
  });
}

export function useUpdateAlt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, alt }: { id: number; alt: string }) =>
      call("updateMediaAlt", { params: { id }, body: { alt } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["media"] }),
  });
}

export function useDeleteMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call("deleteMedia", { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["media"] }),
  });
}
