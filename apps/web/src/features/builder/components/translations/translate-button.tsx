import { Languages } from "lucide-react";
import { IconAction } from "@/components/icon-action";

/** Opens the translation view; icon only, as the header's row is full. */
export function TranslateButton({ onClick }: { onClick: () => void }) {
  return (
    <IconAction
      label="Translate"
      type="button"
      variant="outline"
      size="icon"
      className=""
      onClick={onClick}
    >
      <Languages aria-hidden="true" />
    </IconAction>
  );
}
