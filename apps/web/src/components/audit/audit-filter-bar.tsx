import type { AuditAction } from "@formloom/shared";
import { type FormEvent, useId, useState } from "react";
import { FilterActions, FilterInput, FilterSelect } from "@/components/filters/filter-fields";
import type { AuditFilter } from "@/lib/audit/audit-filter";
import { auditActionName } from "@/lib/audit/audit-texts";
import { useAppText } from "@/lib/i18n/use-app-text";

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
        <FilterSelect
          id={`${ids}-action`}
          label={t("audit.filter.action")}
          anyLabel={t("audit.filter.anyAction")}
          value={draft.action ?? ""}
          options={actions.map((action) => ({ value: action, label: auditActionName(t, action) }))}
          onChange={(next) => set({ action: actions.find((action) => action === next) })}
        />
        <FilterInput
          id={`${ids}-actor`}
          label={t("audit.filter.actor")}
          type="search"
          maxLength={254}
          value={draft.actor ?? ""}
          onChange={(event) => set({ actor: event.target.value })}
        />
        <FilterInput
          id={`${ids}-from`}
          label={t("audit.filter.from")}
          type="date"
          value={draft.from ?? ""}
          max={draft.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
        <FilterInput
          id={`${ids}-to`}
          label={t("audit.filter.to")}
          type="date"
          value={draft.to ?? ""}
          min={draft.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
        <FilterActions isFiltered={isFiltered} wideSpan="lg:col-span-4" onClear={onClear} />
      </form>
    </search>
  );
}
