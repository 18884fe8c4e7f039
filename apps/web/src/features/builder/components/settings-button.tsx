import { Settings } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";

type SettingsButtonProps = {
  /** Whether a setting has a message to read: the button says so. */
  hasErrors: boolean;
  onClick: () => void;
};

export function SettingsButton({ hasErrors, onClick }: SettingsButtonProps) {
  const t = useAppText();
  return (
    <Button
      type="button"
      variant="outline"
      onClick={onClick}
      aria-label={t(
        hasErrors ? "builder.settings.buttonNeedsAttention" : "builder.settings.button",
      )}
      className="relative"
    >
      <Settings aria-hidden="true" />
      {/* On a phone the icon alone leaves room for the title; the name stays in aria-label. */}
      <span aria-hidden="true" className="hidden sm:inline">
        {t("builder.settings.button")}
      </span>
      {hasErrors && (
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 size-2.5 rounded-full bg-destructive ring-2 ring-background"
        />
      )}
    </Button>
  );
}
