import { SEARCH_DEBOUNCE_MS, SEARCH_MAX } from "@formloom/shared";
import { Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useDebouncedValue } from "../hooks/use-debounced-value";

type FormSearchProps = { search: string; onSearch: (search: string) => void };

/** The search box: what is typed reaches the address 300 ms after the last keystroke (SPEC §5). */
export function FormSearch({ search, onSearch }: FormSearchProps) {
  const [value, setValue] = useState(search);
  const debounced = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const lastSent = useRef(search);
  const t = useAppText();

  // The address changed by itself (back button, a link): show what it says.
  useEffect(() => {
    if (search !== lastSent.current) {
      lastSent.current = search;
      setValue(search);
    }
  }, [search]);

  useEffect(() => {
    const next = debounced.trim();
    if (next === lastSent.current) return;
    lastSent.current = next;
    onSearch(next);
  }, [debounced, onSearch]);

  return (
    <div className="relative w-full sm:max-w-xs">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={t("dashboard.search.label")}
        placeholder={t("dashboard.search.placeholder")}
        maxLength={SEARCH_MAX}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          aria-label={t("dashboard.search.clear")}
          onClick={() => setValue("")}
          className="absolute top-1/2 end-1.5 flex size-7 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
