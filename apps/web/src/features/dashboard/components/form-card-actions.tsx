import type { FormSummary, Workspace } from "@formloom/shared";
import { BarChart3, Copy, Eye, Pencil } from "lucide-react";
import { Link } from "react-router";
import { IconAction } from "@/components/icon-action";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useCopyShareLink } from "@/lib/share-link";
import type { FormAccess } from "@/lib/workspace/form-access";
import type { FormsQuery } from "../api/get-forms";
import { DeleteFormDialog } from "./delete-form-dialog";
import { DuplicateFormButton } from "./duplicate-form-button";
import { EmbedFormAction } from "./embed-form-action";
import { MoveFormDialog } from "./move-form-dialog";
import { ShareQrDialog } from "./share-qr-dialog";

type FormCardActionsProps = {
  form: FormSummary;
  query: FormsQuery;
  /** What the user's role in the form's workspace allows. */
  access: FormAccess;
  /** Where it may move; none: no Move. */
  targets: readonly Workspace[];
};

/** The card's row of actions: those the user's role allows, then Responses. */
export function FormCardActions({ form, query, access, targets }: FormCardActionsProps) {
  const t = useAppText();
  const { shareLink, copyShareLink } = useCopyShareLink(form._id, form.isPublic);
  return (
    <div className="flex flex-wrap items-center gap-1 border-t px-3 py-2.5">
      <IconAction
        label={t(access.canEdit ? "dashboard.card.edit" : "roles.card.openReadOnly")}
        asChild
      >
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
      {access.canDuplicate && <DuplicateFormButton formId={form._id} />}
      <EmbedFormAction formId={form._id} formTitle={form.title} />
      {targets.length > 0 && (
        <MoveFormDialog formId={form._id} formTitle={form.title} targets={targets} />
      )}
      {access.canDelete && <DeleteFormDialog formId={form._id} query={query} />}
      <Button asChild variant="outline" size="sm" className="ml-auto">
        <Link to={`/forms/${form._id}/responses`}>
          <BarChart3 aria-hidden="true" />
          {t("dashboard.card.responses")}
        </Link>
      </Button>
    </div>
  );
}
