import type { PublicForm } from "@formloom/shared";
import { useRespondText } from "../i18n/use-respond-text";
import { RespondentIdentity } from "./respondent-identity";

/** The form's title card: title, description, the required-mark legend and who is answering. */
export function FormIntro({ form }: { form: PublicForm }) {
  const hasRequired = form.questions.some((question) => question.required);
  const t = useRespondText();
  return (
    <header className="grid gap-4 overflow-hidden rounded-xl border border-t-8 border-t-primary bg-card px-4 py-6 shadow-soft sm:px-6">
      <div className="grid gap-2">
        <h1 dir="auto" className="wrap-anywhere font-semibold text-2xl tracking-tight sm:text-3xl">
          {form.title}
        </h1>
        {form.description.trim() && (
          <p dir="auto" className="whitespace-pre-line wrap-anywhere text-muted-foreground">
            {form.description}
          </p>
        )}
      </div>
      <div className="grid gap-2 border-t pt-4">
        <RespondentIdentity formId={form._id} />
        {hasRequired && (
          <p className="text-destructive text-sm">
            <span aria-hidden="true">* </span>
            {t("intro.requiredLegend")}
          </p>
        )}
      </div>
    </header>
  );
}
