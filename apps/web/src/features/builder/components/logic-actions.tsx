import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";

type LogicActionsProps = {
  canAddCondition: boolean;
  isAddDisabled: boolean;
  hasLogic: boolean;
  onAddCondition: () => void;
  onRemoveLogic: () => void;
};

export function LogicActions({
  canAddCondition,
  isAddDisabled,
  hasLogic,
  onAddCondition,
  onRemoveLogic,
}: LogicActionsProps) {
  const t = useAppText();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {canAddCondition && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="bg-card"
          disabled={isAddDisabled}
          onClick={onAddCondition}
        >
          <Plus aria-hidden="true" />
          {t("builder.logic.addCondition")}
        </Button>
      )}
      {hasLogic && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
          onClick={onRemoveLogic}
        >
          {t("builder.logic.removeLogic")}
        </Button>
      )}
    </div>
  );
}
