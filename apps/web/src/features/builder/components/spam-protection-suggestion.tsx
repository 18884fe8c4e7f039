import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";

/** Shown in the Share menu while a public form has no spam protection on. */
export function SpamProtectionSuggestion({ onOpenSettings }: { onOpenSettings: () => void }) {
  const t = useAppText();
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      <p>{t("builder.spam.suggestion")}</p>
      <Button type="button" variant="outline" size="sm" onClick={onOpenSettings}>
        <ShieldCheck aria-hidden="true" />
        {t("builder.spam.suggestionAction")}
      </Button>
    </div>
  );
}
