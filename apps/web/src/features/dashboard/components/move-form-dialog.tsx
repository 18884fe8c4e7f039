import type { Workspace } from "@formloom/shared";
import { FolderInput } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { IconAction } from "@/components/icon-action";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { textWithElements } from "@/lib/i18n/text-with-elements";
import { useAppText } from "@/lib/i18n/use-app-text";
import { workspaceName } from "@/lib/workspace/workspace-texts";
import { useMoveForm } from "../api/move-form";
import { WorkspaceChoices } from "./workspace-choices";

type MoveFormDialogProps = {
  formId: string;
  formTitle: string;
  /** The workspaces it may go to: the user's others where their role may create forms. */
  targets: readonly Workspace[];
};

/** "Move to workspace…": the form goes to the chosen workspace and leaves this list. */
export function MoveFormDialog({ formId, formTitle, targets }: MoveFormDialogProps) {
  const t = useAppText();
  const [isOpen, setOpen] = useState(false);
  const [chosenId, setChosenId] = useState(targets[0]?._id ?? "");
  const move = useMoveForm();
  const chosen = targets.find((workspace) => workspace._id === chosenId);

  const onMove = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || move.isPending) return;
    // Awaited: the moved form's card, and this dialog, leave the list before callbacks would run.
    move.mutateAsync({ formId, workspaceId: chosen._id }).then(
      () => {
        setOpen(false);
        toast.success(t("roles.move.moved", { workspace: workspaceName(t, chosen) }));
      },
      (error: unknown) => toast.error(getErrorMessage(error, t("roles.move.failed"))),
    );
  };

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !move.isPending && setOpen(open)}>
      <DialogTrigger asChild>
        <IconAction label={t("roles.move.label")}>
          <FolderInput aria-hidden="true" />
        </IconAction>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <form onSubmit={onMove} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>{t("roles.move.title")}</DialogTitle>
            <DialogDescription>
              {textWithElements(t, "roles.move.description", {
                title: <span className="font-medium wrap-anywhere">{formTitle}</span>,
              })}
            </DialogDescription>
          </DialogHeader>
          <WorkspaceChoices workspaces={targets} value={chosenId} onChange={setChosenId} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={move.isPending}>
                {t("roles.move.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!chosen || move.isPending}>
              {move.isPending && <Spinner />}
              {t("roles.move.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
