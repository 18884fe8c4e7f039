import { FILTER_SEARCH_MAX, type Question, type ResponsesFilter } from "@formloom/shared";
import { Search, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
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
import { filterableAnswers, isFilterableQuestion } from "../utils/filterable-questions";

type ResponsesFilterBarProps = {
  questions: readonly Question[];
  filter: ResponsesFilter;
  onApply: (filter: ResponsesFilter) => void;
};

const ANY = "any";

/**
 * Date range, text search and "answered X to question Y": applied on submit to the list, the
 * summary, the attempts and the export, and written to the address.
 */
export function ResponsesFilterBar({ questions, filter, onApply }: ResponsesFilterBarProps) {
  const ids = useId();
  const [draft, setDraft] = useState<ResponsesFilter>(filter);
  const choices = questions.filter(isFilterableQuestion);
  const question = choices.find((q) => q._id === draft.question);
  const isFiltered = Object.values(filter).some(Boolean);
  const set = (changes: Partial<ResponsesFilter>) => setDraft((d) => ({ ...d, ...changes }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.question && draft.answer ? draft : { ...draft, question: "", answer: "" });
  };
  const onClear = () => {
    setDraft({});
    onApply({});
  };

  return (
    <search aria-label="Filter responses" data-print="hide">
      <form
        aria-label="Filter responses"
        onSubmit={onSubmit}
        className="grid gap-3 rounded-xl border bg-card p-4 shadow-soft sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.4fr)_minmax(0,1fr)]"
      >
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-from`}>From</Label>
          <Input
            id={`${ids}-from`}
            type="date"
            value={draft.from ?? ""}
            max={draft.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-to`}>To</Label>
          <Input
            id={`${ids}-to`}
            type="date"
            value={draft.to ?? ""}
            min={draft.from || undefined}
            onChange={(event) => set({ to: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-q`}>Search text answers</Label>
          <Input
            id={`${ids}-q`}
            type="search"
            maxLength={FILTER_SEARCH_MAX}
            value={draft.q ?? ""}
            onChange={(event) => set({ q: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label id={`${ids}-question`}>Question</Label>
          <Select
            value={draft.question || ANY}
            onValueChange={(value) => set({ question: value === ANY ? "" : value, answer: "" })}
            disabled={choices.length === 0}
          >
            <SelectTrigger aria-labelledby={`${ids}-question`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Any question</SelectItem>
              {choices.map((q) => (
                <SelectItem key={q._id} value={q._id}>
                  {q.questionText}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label id={`${ids}-answer`}>Answer</Label>
          <Select
            value={draft.answer || ANY}
            onValueChange={(value) => set({ answer: value === ANY ? "" : value })}
            disabled={!question}
          >
            <SelectTrigger aria-labelledby={`${ids}-answer`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Any answer</SelectItem>
              {question &&
                filterableAnswers(question).map((answer) => (
                  <SelectItem key={answer} value={answer}>
                    {answer}
                  </SelectItem>
                ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-5 lg:justify-end">
          {isFiltered && (
            <Button type="button" variant="ghost" onClick={onClear}>
              <X aria-hidden="true" />
              Clear filters
            </Button>
          )}
          <Button type="submit">
            <Search aria-hidden="true" />
            Apply filters
          </Button>
        </div>
      </form>
    </search>
  );
}
