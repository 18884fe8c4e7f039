import { useSearchParams } from "react-router";
import { usePageParam } from "@/lib/page-param";
import { WORKSPACE_PARAM } from "@/lib/workspace/current-workspace";

export const HUB_TABS = ["received", "submitted"] as const;
export type HubTab = (typeof HUB_TABS)[number];

/**
 * The /responses hub's tab (?tab=received|submitted) and page, kept in the address; a new tab
 * starts at its first page and keeps the workspace the address names.
 */
export function useHubParams() {
  const [params, setParams] = useSearchParams();
  const { page, setPage } = usePageParam();
  const tabParam = params.get("tab");
  return {
    tab: (HUB_TABS.includes(tabParam as HubTab) ? tabParam : "received") as HubTab,
    page,
    setTab: (tab: HubTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams({ tab });
          const workspace = current.get(WORKSPACE_PARAM);
          if (workspace) updated.set(WORKSPACE_PARAM, workspace);
          return updated;
        },
        { replace: true },
      ),
    setPage,
  };
}
