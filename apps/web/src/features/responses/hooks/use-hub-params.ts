import { useSearchParams } from "react-router";
import { usePageParam } from "@/lib/page-param";

export const HUB_TABS = ["received", "submitted"] as const;
export type HubTab = (typeof HUB_TABS)[number];

/** The /responses hub's tab (?tab=received|submitted) and page, kept in the address. */
export function useHubParams() {
  const [params, setParams] = useSearchParams();
  const { page, setPage } = usePageParam();
  const tabParam = params.get("tab");
  return {
    tab: (HUB_TABS.includes(tabParam as HubTab) ? tabParam : "received") as HubTab,
    page,
    setTab: (tab: HubTab) => setParams({ tab }, { replace: true }),
    setPage,
  };
}
