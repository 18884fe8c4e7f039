import { Languages } from "lucide-react";
import { IconAction } from "@/components/icon-action";
import { useAppText } from "@/lib/i18n/use-app-text";

/** Opens the translation view; icon only, as the header's row is full. */
export function TranslateButton({ onClick }: { onClick: () => void }) {
  const t = useAppText();
  return (
    <IconAction
      label={t("builder.translations.translate")}
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
