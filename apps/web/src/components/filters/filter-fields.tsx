import { Search, X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { useAppText } from "@/lib/i18n/use-app-text";

// The fields and buttons of a filter bar (the responses' and the audit log's).

const ANY = "any";

type FilterInputProps = ComponentProps<typeof Input> & { id: string; label: string };

export function FilterInput({ id, label, ...props }: FilterInputProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}

type FilterSelectProps = {
  /** The label's id, which names the select. */
  id: string;
  label: string;
  /** The first choice, which leaves this part of the filter out. */
  anyLabel: string;
  /** "" for any. */
  value: string;
  options: readonly { value: string; label: ReactNode }[];
  disabled?: boolean;
  onChange: (value: string) => void;
};

export function FilterSelect({
  id,
  label,
  anyLabel,
  value,
  options,
  disabled,
  onChange,
}: FilterSelectProps) {
  return (
    <div className="grid gap-1.5">
      <Label id={id}>{label}</Label>
      <Select
        value={value || ANY}
        onValueChange={(next) => onChange(next === ANY ? "" : next)}
        disabled={disabled}
      >
        <SelectTrigger aria-labelledby={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>{anyLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

type FilterActionsProps = {
  isFiltered: boolean;
  /** The wide screen's columns the buttons take: what the fields leave of the last row. */
  wideSpan: "lg:col-span-2" | "lg:col-span-3" | "lg:col-span-4" | "lg:col-span-5";
  onClear: () => void;
};

export function FilterActions({ isFiltered, wideSpan, onClear }: FilterActionsProps) {
  const t = useAppText();
  return (
    <div className={cn("flex flex-wrap items-end gap-2 sm:col-span-2 lg:justify-end", wideSpan)}>
      {isFiltered && (
        <Button type="button" variant="ghost" onClick={onClear}>
          <X aria-hidden="true" />
          {t("common.filter.clear")}
        </Button>
      )}
      <Button type="submit">
        <Search aria-hidden="true" />
        {t("common.filter.apply")}
      </Button>
    </div>
  );
}
