import { Printer, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { printResponse } from "../utils/print-response";
import { DeleteResponsesDialog } from "./delete-responses-dialog";

type ResponseCardActionsProps = { formId: string; responseId: string; number: number };

/** Print and Delete on a response card; neither prints. */
export function ResponseCardActions({ formId, responseId, number }: ResponseCardActionsProps) {
  return (
    <div className="flex items-center gap-1" data-print="hide">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Print response #${number}`}
        title="Print"
        onClick={() => printResponse(responseId)}
      >
        <Printer aria-hidden="true" />
      </Button>
      <DeleteResponsesDialog formId={formId} ids={[responseId]}>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Delete response #${number}`}
          title="Delete"
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </DeleteResponsesDialog>
    </div>
  );
}
