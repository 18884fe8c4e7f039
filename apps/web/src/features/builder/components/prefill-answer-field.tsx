import type { QuestionDraft } from "@formloom/shared";
import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useAppText } from "@/lib/i18n/use-app-text";

export type PrefillValue = string | string[];

type PrefillAnswerFieldProps = {
  question: QuestionDraft & { _id: string };
  value: PrefillValue | undefined;
  onChange: (value: PrefillValue | undefined) => void;
};

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => String(from + index));

/** The values a pick-one question offers: its options, stars or scale points. */
function choicesOf(question: QuestionDraft): string[] | null {
  switch (question.questionType) {
    case "multipleChoice":
    case "dropdown":
      return question.options;
    case "rating":
      return range(1, question.maxRating ?? 0);
    case "linearScale":
      return range(question.scaleMin ?? 0, question.scaleMax ?? -1);
    default:
      return null;
  }
}

const SELECT_CLASS =
  "h-9 w-full min-w-0 cursor-pointer appearance-none truncate rounded-md border border-input bg-background py-1 pe-9 ps-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30 md:text-sm";

const INPUT_TYPES: Partial<Record<QuestionDraft["questionType"], string>> = {
  email: "email",
  number: "number",
  date: "date",
  phone: "tel",
};

/** One question of the prefilled-link dialog, answered with a plain control of its kind. */
export function PrefillAnswerField({ question, value, onChange }: PrefillAnswerFieldProps) {
  const t = useAppText();
  const id = useId();
  const label = question.questionText.trim() || t("builder.share.prefillUntitledQuestion");

  if (question.questionType === "checkbox") {
    const ticked = Array.isArray(value) ? value : [];
    return (
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm wrap-anywhere">{label}</legend>
        {question.options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={ticked.includes(option)}
              onChange={(event) => {
                const next = event.target.checked
                  ? question.options.filter((item) => item === option || ticked.includes(item))
                  : ticked.filter((item) => item !== option);
                onChange(next.length > 0 ? next : undefined);
              }}
            />
            <span className="wrap-anywhere">{option}</span>
          </label>
        ))}
      </fieldset>
    );
  }

  const text = typeof value === "string" ? value : "";
  const choices = choicesOf(question);
  const change = (next: string) => onChange(next === "" ? undefined : next);
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="font-medium text-sm wrap-anywhere">
        {label}
      </label>
      {choices ? (
        <div className="relative">
          <select
            id={id}
            value={text}
            onChange={(event) => change(event.target.value)}
            className={SELECT_CLASS}
          >
            <option value="">{t("builder.share.prefillNoAnswer")}</option>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-2.5 end-3 size-4 text-muted-foreground"
          />
        </div>
      ) : question.questionType === "paragraph" ? (
        <Textarea id={id} rows={2} value={text} onChange={(event) => change(event.target.value)} />
      ) : (
        <Input
          id={id}
          type={INPUT_TYPES[question.questionType] ?? "text"}
          value={text}
          onChange={(event) => change(event.target.value)}
        />
      )}
    </div>
  );
}
