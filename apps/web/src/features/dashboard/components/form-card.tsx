import type { FormSummary } from "@formloom/shared";
import { useId } from "react";
import { VisibilitySwitch } from "@/components/share/visibility-switch";
import { Badge } from "@/components/ui/badge";
import { countResponsesOnBadge } from "@/lib/count-responses";
import { formatDate } from "@/lib/format-date-time";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { FormsQuery } from "../api/get-forms";
import { useFormCardAccess } from "../hooks/use-form-card-access";
import { formatQuestionCount } from "../utils/format-question-count";
import { AcceptingSwitch } from "./accepting-switch";
import { FormCardActions } from "./form-card-actions";
import { FormCardFunnel } from "./form-card-funnel";

type FormCardProps = { form: FormSummary; query: FormsQuery };

export function FormCard({ form, query }: FormCardProps) {
  const titleId = useId();
  const t = useAppText();
  const { access, targets } = useFormCardAccess(form);

  return (
    <article
      aria-labelledby={titleId}
      className="group flex min-w-0 flex-col rounded-xl border bg-card shadow-soft transition-colors hover:border-primary/30"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2
            id={titleId}
            title={form.title}
            className="line-clamp-2 min-w-0 font-semibold leading-snug wrap-anywhere"
          >
            {form.title}
          </h2>
          <Badge
            variant={form.responseCount > 0 ? "soft" : "secondary"}
            className="mt-0.5 shrink-0"
          >
            {countResponsesOnBadge(form.responseCount)}
          </Badge>
        </div>
        <p className="line-clamp-2 text-muted-foreground text-sm wrap-anywhere">
          {form.description.trim() || formatQuestionCount(t, form.questionCount)}
        </p>
        <FormCardFunnel form={form} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-1">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <VisibilitySwitch
              formId={form._id}
              isPublic={form.isPublic}
              isReadOnly={!access.canPublish}
            />
            <AcceptingSwitch
              formId={form._id}
              acceptingResponses={form.acceptingResponses}
              isReadOnly={!access.canEdit}
            />
          </div>
          <p className="text-muted-foreground text-xs">
            {t("dashboard.card.createdOn", { date: formatDate(form.createdAt) })}
          </p>
        </div>
      </div>
      <FormCardActions form={form} query={query} access={access} targets={targets} />
    </article>
  );
}
