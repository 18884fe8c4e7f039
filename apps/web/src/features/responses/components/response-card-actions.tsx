import { Printer, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";
import { printResponse } from "../utils/print-response";
import { DeleteResponsesDialog } from "./delete-responses-dialog";

type ResponseCardActionsProps = {
  formId: string;
  responseId: string;
  number: number;
  canDelete: boolean;
};

/** Print and, for a role that may, Delete on a response card; neither prints. */
export function ResponseCardActions({
  formId,
  responseId,
  number,
  canDelete,
}: ResponseCardActionsProps) {
  const t = useAppText();
  return (
    <div className="flex items-center gap-1" data-print="hide">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t("responses.card.printLabel", { number })}
        title={t("responses.card.print")}
        onClick={() => printResponse(responseId)}
      >
        <Printer aria-hidden="true" />
      </Button>
      {canDelete && (
        <DeleteResponsesDialog formId={formId} ids={[responseId]}>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t("responses.card.deleteLabel", { number })}
            title={t("responses.card.delete")}
            className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </DeleteResponsesDialog>
      )}
    </div>
  );
}
