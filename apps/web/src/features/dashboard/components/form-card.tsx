import type { FormSummary } from "@formloom/shared";
import { BarChart3, Copy, Eye, Pencil } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { IconAction } from "@/components/icon-action";
import { VisibilitySwitch } from "@/components/share/visibility-switch";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { countResponsesOnBadge } from "@/lib/count-responses";
import { formatDate } from "@/lib/format-date-time";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useCopyShareLink } from "@/lib/share-link";
import type { FormsQuery } from "../api/get-forms";
import { formatQuestionCount } from "../utils/format-question-count";
import { AcceptingSwitch } from "./accepting-switch";
import { DeleteFormDialog } from "./delete-form-dialog";
import { DuplicateFormButton } from "./duplicate-form-button";
import { EmbedFormAction } from "./embed-form-action";
import { ShareQrDialog } from "./share-qr-dialog";

type FormCardProps = { form: FormSummary; query: FormsQuery; canEdit: boolean };

export function FormCard({ form, query, canEdit }: FormCardProps) {
  const titleId = useId();
  const { shareLink, copyShareLink } = useCopyShareLink(form._id, form.isPublic);
  const t = useAppText();

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
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-1">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <VisibilitySwitch formId={form._id} isPublic={form.isPublic} disabled={!canEdit} />
            <AcceptingSwitch
              formId={form._id}
              acceptingResponses={form.acceptingResponses}
              disabled={!canEdit}
            />
          </div>
          <p className="text-muted-foreground text-xs">
            {t("dashboard.card.createdOn", { date: formatDate(form.createdAt) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1 border-t px-3 py-2.5">
        <IconAction label={t("dashboard.card.edit")} asChild>
          <Link to={`/forms/${form._id}/edit`}>
            <Pencil aria-hidden="true" />
          </Link>
        </IconAction>
        <IconAction label={t("dashboard.card.view")} asChild>
          <Link to={`/forms/${form._id}/view`} target="_blank" rel="noopener">
            <Eye aria-hidden="true" />
          </Link>
        </IconAction>
        <IconAction label={t("dashboard.card.copyShareLink")} onClick={copyShareLink}>
          <Copy aria-hidden="true" />
        </IconAction>
        <ShareQrDialog formTitle={form.title} shareLink={shareLink} />
        {canEdit && <DuplicateFormButton formId={form._id} />}
        <EmbedFormAction formId={form._id} formTitle={form.title} />
        {canEdit && <DeleteFormDialog formId={form._id} query={query} />}
        <Button asChild variant="outline" size="sm" className="ml-auto">
          <Link to={`/forms/${form._id}/responses`}>
            <BarChart3 aria-hidden="true" />
            {t("dashboard.card.responses")}
          </Link>
        </Button>
      </div>
    </article>
  );
}
