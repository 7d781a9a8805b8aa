import { lazy, Suspense } from "react";
import type { MediaPickerProps } from "./media-picker.tsx";

const MediaPicker = lazy(() =>
  import("./media-picker.tsx").then((m) => ({ default: m.MediaPicker })),
);

/** The media picker, loaded only when first opened (the library's code stays out of the form). */
export function LazyMediaPicker(props: MediaPickerProps) {
  return (
    <Suspense fallback={null}>
      <MediaPicker {...props} />
    </Suspense>
  );
}
