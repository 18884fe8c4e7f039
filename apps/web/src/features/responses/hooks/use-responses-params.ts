import { isLanguageCode, type ResponsesFilter } from "@formloom/shared";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { readPositiveInt, usePageParam } from "@/lib/page-param";

export const RESPONSES_TABS = [
  "individual",
  "summary",
  "attempts",
  "funnel",
  "unfinished",
] as const;
export type ResponsesTab = (typeof RESPONSES_TABS)[number];

export const FILTER_KEYS = [
  "from",
  "to",
  "q",
  "question",
  "answer",
  "language",
  "hiddenField",
  "hiddenValue",
] as const;

const isTab = (value: string | null): value is ResponsesTab =>
  RESPONSES_TABS.includes(value as ResponsesTab);

/**
 * The filter the address holds: only the keys it sets, a question only with its answer, a hidden
 * field only with its value, and a language only when it is one.
 */
export function readFilter(params: URLSearchParams): ResponsesFilter {
  const filter: ResponsesFilter = {};
  for (const key of ["from", "to", "q"] as const) {
    const value = params.get(key)?.trim();
    if (value) filter[key] = value;
  }
  const question = params.get("question");
  const answer = params.get("answer");
  if (question && answer) Object.assign(filter, { question, answer });
  const language = params.get("language");
  if (isLanguageCode(language)) filter.language = language;
  const hiddenField = params.get("hiddenField");
  const hiddenValue = params.get("hiddenValue");
  if (hiddenField && hiddenValue) Object.assign(filter, { hiddenField, hiddenValue });
  return filter;
}

/**
 * The responses page's address: ?version (SPEC §2), the open tab, the page, and the filters
 * (from, to, q, question and answer, language), which every tab and the export apply.
 */
export function useResponsesParams() {
  const [params, setParams] = useSearchParams();
  const { page, setPage } = usePageParam();
  const tabParam = params.get("tab");
  const filterKey = FILTER_KEYS.map((key) => params.get(key) ?? "").join("\u0000");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter changes with its key only
  const filter = useMemo(() => readFilter(params), [filterKey]);

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
    version: readPositiveInt(params.get("version")),
    page,
    tab: isTab(tabParam) ? tabParam : "individual",
    filter,
    setVersion: (version: number) => update({ version: String(version), page: null }),
    setTab: (tab: ResponsesTab) =>
      update({ tab: tab === "individual" ? null : tab, page: null }, true),
    setPage,
    setFilter: (next: ResponsesFilter) =>
      update({
        ...Object.fromEntries(FILTER_KEYS.map((key) => [key, next[key] || null])),
        page: null,
      }),
  };
}
