import { useSearchParams } from "react-router";

export const HUB_TABS = ["received", "submitted"] as const;
export type HubTab = (typeof HUB_TABS)[number];

/** The /responses hub's tab (?tab=received|submitted) and page, kept in the address. */
export function useHubParams() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const pageParam = Number(params.get("page"));
  return {
    tab: (HUB_TABS.includes(tabParam as HubTab) ? tabParam : "received") as HubTab,
    page: Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1,
    setTab: (tab: HubTab) => setParams({ tab }, { replace: true }),
    setPage: (page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page === 1) next.delete("page");
        else next.set("page", String(page));
        return next;
      }),
  };
}
