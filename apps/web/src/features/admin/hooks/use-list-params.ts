import { DEFAULT_PAGE_SIZE, MAX_PAGE_LIMIT } from "@formloom/shared";
import { useSearchParams } from "react-router";
import { readPositiveInt, usePageParam } from "@/lib/page-param";

/** The page and page size of a list, kept in the address (?page=&limit=) so it survives reloads. */
export function useListParams() {
  const [searchParams] = useSearchParams();
  const { page, setPage } = usePageParam();
  const limit = readPositiveInt(searchParams.get("limit"), MAX_PAGE_LIMIT) ?? DEFAULT_PAGE_SIZE;
  return { page, limit, setPage };
}
