import {
  FILTER_SEARCH_MAX,
  type LanguageCode,
  type Question,
  type ResponsesFilter,
  toOwnerAnswer,
} from "@formloom/shared";
import { type FormEvent, useId, useState } from "react";
import { FilterActions, FilterInput, FilterSelect } from "@/components/filters/filter-fields";
import { useAppText } from "@/lib/i18n/use-app-text";
import { filterableAnswers, isFilterableQuestion } from "../utils/filterable-questions";
import { HiddenFieldFilter } from "./hidden-field-filter";
import { LanguageFilterSelect } from "./language-filter-select";

/**
 * On a wide screen, the five columns' second row holds the language and hidden-field filters the
 * form has; the buttons take what they leave, so the row never wraps.
 */
function actionsSpan(hasLanguages: boolean, hasHiddenFields: boolean) {
  if (hasLanguages && hasHiddenFields) return "lg:col-span-2";
  if (hasHiddenFields) return "lg:col-span-3";
  return hasLanguages ? "lg:col-span-4" : "lg:col-span-5";
}

type ResponsesFilterBarProps = {
  questions: readonly Question[];
  /** The version's hidden fields: a response is kept when the chosen one holds the value. */
  hiddenFields: readonly string[];
  /** The languages the form offers, its default first: a choice among them when several. */
  languages: readonly LanguageCode[];
  filter: ResponsesFilter;
  onApply: (filter: ResponsesFilter) => void;
};

/**
 * Date range, text search, "answered X to question Y", the language answered in and a hidden
 * field's value: applied on
 * submit to the list, the summary, the attempts and the export, and written to the address.
 */
export function ResponsesFilterBar({
  questions,
  hiddenFields,
  languages,
  filter,
  onApply,
}: ResponsesFilterBarProps) {
  const t = useAppText();
  const ids = useId();
  const hasLanguages = languages.length > 1;
  const [draft, setDraft] = useState<ResponsesFilter>(filter);
  const choices = questions.filter(isFilterableQuestion);
  const question = choices.find((q) => q._id === draft.question);
  const isFiltered = Object.values(filter).some(Boolean);
  const set = (changes: Partial<ResponsesFilter>) => setDraft((d) => ({ ...d, ...changes }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const withAnswer =
      draft.question && draft.answer ? draft : { ...draft, question: "", answer: "" };
    onApply(
      draft.hiddenField && draft.hiddenValue
        ? withAnswer
        : { ...withAnswer, hiddenField: "", hiddenValue: "" },
    );
  };
  const onClear = () => {
    setDraft({});
    onApply({});
  };

  return (
    <search aria-label={t("responses.filter.label")} data-print="hide">
      <form
        aria-label={t("responses.filter.label")}
        onSubmit={onSubmit}
        className="grid gap-3 rounded-xl border bg-card p-4 shadow-soft sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.4fr)_minmax(0,1fr)]"
      >
        <FilterInput
          id={`${ids}-from`}
          label={t("responses.filter.from")}
          type="date"
          value={draft.from ?? ""}
          max={draft.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
        <FilterInput
          id={`${ids}-to`}
          label={t("responses.filter.to")}
          type="date"
          value={draft.to ?? ""}
          min={draft.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
        <FilterInput
          id={`${ids}-q`}
          label={t("responses.filter.search")}
          type="search"
          maxLength={FILTER_SEARCH_MAX}
          value={draft.q ?? ""}
          onChange={(event) => set({ q: event.target.value })}
        />
        <FilterSelect
          id={`${ids}-question`}
          label={t("responses.filter.question")}
          anyLabel={t("responses.filter.anyQuestion")}
          value={draft.question ?? ""}
          options={choices.map((q) => ({ value: q._id, label: q.questionText }))}
          disabled={choices.length === 0}
          onChange={(value) => set({ question: value, answer: "" })}
        />
        <FilterSelect
          id={`${ids}-answer`}
          label={t("responses.filter.answer")}
          anyLabel={t("responses.filter.anyAnswer")}
          value={draft.answer ?? ""}
          options={(question ? filterableAnswers(question) : []).map((answer) => ({
            value: answer,
            label: question ? toOwnerAnswer(answer, question, questions) : answer,
          }))}
          disabled={!question}
          onChange={(value) => set({ answer: value })}
        />
        {hasLanguages && (
          <LanguageFilterSelect
            id={`${ids}-language`}
            languages={languages}
            value={draft.language}
            onChange={(language) => set({ language })}
          />
        )}
        {hiddenFields.length > 0 && (
          <HiddenFieldFilter
            id={`${ids}-hidden`}
            hiddenFields={hiddenFields}
            field={draft.hiddenField ?? ""}
            value={draft.hiddenValue ?? ""}
            onChange={set}
          />
        )}
        <FilterActions
          isFiltered={isFiltered}
          wideSpan={actionsSpan(hasLanguages, hiddenFields.length > 0)}
          onClear={onClear}
        />
      </form>
    </search>
  );
}
