import type { AuditAction } from "@formloom/shared";
import { Search, X } from "lucide-react";
import { type ComponentProps, type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AuditFilter } from "@/lib/audit/audit-filter";
import { useAppText } from "@/lib/i18n/use-app-text";
import { AuditActionSelect } from "./audit-action-select";

type LabelledInputProps = ComponentProps<typeof Input> & { id: string; label: string };

function LabelledInput({ id, label, ...props }: LabelledInputProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}

type AuditFilterBarProps = {
  /** The actions this log can hold, in the order the select offers them. */
  actions: readonly AuditAction[];
  filter: AuditFilter;
  onApply: (filter: AuditFilter) => void;
};

/** Action, actor and a range of days: applied on submit to the list and the export. */
export function AuditFilterBar({ actions, filter, onApply }: AuditFilterBarProps) {
  const t = useAppText();
  const ids = useId();
  const [draft, setDraft] = useState<AuditFilter>(filter);
  const set = (changes: Partial<AuditFilter>) => setDraft((now) => ({ ...now, ...changes }));
  const isFiltered = Object.values(filter).some(Boolean);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, actor: draft.actor?.trim() });
  };
  const onClear = () => {
    setDraft({});
    onApply({});
  };

  return (
    <search aria-label={t("audit.filter.label")}>
      <form
        onSubmit={onSubmit}
        className="grid gap-3 rounded-xl border bg-card p-4 shadow-soft sm:grid-cols-2 lg:grid-cols-4"
      >
        <AuditActionSelect
          id={`${ids}-action`}
          actions={actions}
          value={draft.action}
          onChange={(action) => set({ action })}
        />
        <LabelledInput
          id={`${ids}-actor`}
          label={t("audit.filter.actor")}
          type="search"
          maxLength={254}
          value={draft.actor ?? ""}
          onChange={(event) => set({ actor: event.target.value })}
        />
        <LabelledInput
          id={`${ids}-from`}
          label={t("audit.filter.from")}
          type="date"
          value={draft.from ?? ""}
          max={draft.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
        <LabelledInput
          id={`${ids}-to`}
          label={t("audit.filter.to")}
          type="date"
          value={draft.to ?? ""}
          min={draft.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4 lg:justify-end">
          {isFiltered && (
            <Button type="button" variant="ghost" onClick={onClear}>
              <X aria-hidden="true" />
              {t("audit.filter.clear")}
            </Button>
          )}
          <Button type="submit">
            <Search aria-hidden="true" />
            {t("audit.filter.apply")}
          </Button>
        </div>
      </form>
    </search>
  );
}
