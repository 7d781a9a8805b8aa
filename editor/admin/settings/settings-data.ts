import { useQuery } from "@tanstack/react-query";
import { get } from "../../api.ts";
import type { SettingsPayload } from "../admin-logic.ts";

/** The one query every settings screen reads: GET /api/admin/settings. */
export const SETTINGS_KEY = ["admin", "settings"] as const;

export function useSettingsOverview() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => get<{ data: SettingsPayload }>("/api/admin/settings").then((r) => r.data),
  });
}

/** A namespace's screen, opened on one of its keys when `key` is given. */
export function namespaceHref(namespace: string, key?: string): string {
  const base = `/admin/settings/${encodeURIComponent(namespace)}`;
  return key ? `${base}?key=${encodeURIComponent(key)}` : base;
}
