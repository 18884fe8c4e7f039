import { Input } from "@/components/ui/input";
import { RESPONDENT_COPY_FIELD_ID, type RespondentCopy } from "../hooks/use-respondent-copy";
import { useRespondText } from "../i18n/use-respond-text";
import { QuestionError } from "./question-error";

const HINT_ID = `${RESPONDENT_COPY_FIELD_ID}-hint`;
const ERROR_ID = `${RESPONDENT_COPY_FIELD_ID}-error`;

/** "Email me a copy of my answers": optional, an address or nothing. */
export function RespondentCopyField({ copy }: { copy: RespondentCopy }) {
  const t = useRespondText();
  return (
    <div
      className={`grid min-w-0 gap-3 rounded-xl border bg-card px-4 py-5 shadow-soft sm:px-6 ${
        copy.hasError ? "border-destructive/40" : ""
      }`}
    >
      <label htmlFor={RESPONDENT_COPY_FIELD_ID} className="block font-medium leading-snug">
        {t("respondentCopy.label")}
      </label>
      <p id={HINT_ID} className="-mt-1 text-muted-foreground text-xs">
        {t("respondentCopy.hint")}
      </p>
      <Input
        id={RESPONDENT_COPY_FIELD_ID}
        type="email"
        autoComplete="email"
        spellCheck={false}
        placeholder={t("email.placeholder")}
        aria-invalid={copy.hasError || undefined}
        aria-describedby={copy.hasError ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
        value={copy.value}
        className="h-10 select-text"
        onChange={(event) => copy.change(event.target.value)}
        onBlur={copy.touch}
      />
      <QuestionError id={ERROR_ID} message={copy.hasError ? t("issue.INVALID_EMAIL") : undefined} />
    </div>
  );
}
