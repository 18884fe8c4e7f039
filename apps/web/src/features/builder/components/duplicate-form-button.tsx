import { CopyPlus } from "lucide-react";
import { IconAction } from "@/components/icon-action";
import { Spinner } from "@/components/ui/spinner";
import { useAppText } from "@/lib/i18n/use-app-text";

type DuplicateFormButtonProps = {
  isDuplicating: boolean;
  onClick: () => void;
};

/** Icon only: with its name the row no longer fits beside the title. */
export function DuplicateFormButton({ isDuplicating, onClick }: DuplicateFormButtonProps) {
  const t = useAppText();
  return (
    <IconAction
      label={t("builder.header.duplicate")}
      type="button"
      variant="outline"
      size="icon"
      onClick={onClick}
      aria-disabled={isDuplicating || undefined}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
    >
      {isDuplicating ? <Spinner /> : <CopyPlus aria-hidden="true" />}
    </IconAction>
  );
}
