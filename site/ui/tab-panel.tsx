import type { ReactNode } from "react";
import type { TabPanelRange } from "../../runtime/core/tab-panels.ts";

/**
 * The blocks one tab of a tab block owns (runtime/core/tab-panels.ts), as the server renders
 * them: a plain, visible group, so every tab's content is reachable without JavaScript. The tab
 * block's island makes it a tabpanel (role, label, hidden when its tab is not current).
 */
export function TabPanel({
  owner,
  range,
  children,
}: {
  owner: number;
  range: TabPanelRange;
  children: ReactNode;
}) {
  return (
    <div className="tab-panel" id={range.id} data-tabs-owner={`b${owner}`} data-tab={range.tab}>
      {children}
    </div>
  );
}
