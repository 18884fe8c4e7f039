import { useCallback } from "react";
import { useSearchParams } from "react-router";

export const RESPONSES_TABS = ["individual", "summary", "attempts"] as const;
export type ResponsesTab = (typeof RESPONSES_TABS)[number];

function toPositiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 1 ? number : undefined;
}

const isTab = (value: string | null): value is ResponsesTab =>
  RESPONSES_TABS.includes(value as ResponsesTab);

/** The responses page's address: ?version (SPEC §2), plus the open tab and the page. */
export function useResponsesParams() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    version: toPositiveInt(params.get("version")),
    page: toPositiveInt(params.get("page")) ?? 1,
    tab: isTab(tabParam) ? tabParam : "individual",
    setVersion: (version: number) => update({ version: String(version), page: null }),
    setTab: (tab: ResponsesTab) =>
      update({ tab: tab === "individual" ? null : tab, page: null }, true),
    setPage: (page: number) => update({ page: page === 1 ? null : String(page) }),
  };
}
