import { Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAppText } from "@/lib/i18n/use-app-text";

type SaveTranslationsBarProps = { hasEdits: boolean; isSaving: boolean; onSave: () => void };

/** Saves the language shown; says when what is typed is not saved yet. */
export function SaveTranslationsBar({ hasEdits, isSaving, onSave }: SaveTranslationsBarProps) {
  const t = useAppText();
  return (
    <div className="flex items-center justify-end gap-3 border-t px-5 py-3">
      <span aria-live="polite" className="text-muted-foreground text-xs">
        {hasEdits ? t("builder.translations.unsaved") : ""}
      </span>
      {/* aria-disabled, not disabled: a disabled button drops the keyboard user's focus. */}
      <Button
        type="button"
        onClick={() => !isSaving && onSave()}
        aria-disabled={isSaving || undefined}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      >
        {isSaving ? <Spinner /> : <Save aria-hidden="true" />}
        {t("builder.translations.save")}
      </Button>
    </div>
  );
}
