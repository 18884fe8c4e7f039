import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { ImportReport as Report } from "../../hooks/use-translation-file";

/** What an import applied, and each row of the file it could not, with why. */
export function ImportReport({ report, onDismiss }: { report: Report; onDismiss: () => void }) {
  const t = useAppText();
  const { applied, unmatched } = report;
  return (
    <Alert
      role="status"
      variant={unmatched.length > 0 ? "default" : "success"}
      className="grid gap-2"
    >
      <p className="font-medium">
        {t("builder.translations.imported", { count: applied })}
        {unmatched.length > 0 &&
          ` ${t("builder.translations.unmatched", { count: unmatched.length })}`}
      </p>
      {unmatched.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {unmatched.map(({ line, key, reason }) => (
            <li key={`${line}-${key}-${reason}`}>
              <span className="font-medium">
                {line === 1
                  ? t("builder.translations.headerRow")
                  : t("builder.translations.rowNumber", { line })}
              </span>
              {` ${t("builder.translations.unmatchedReason", { key, reason })}`}
            </li>
          ))}
        </ul>
      )}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="-ml-2.5 justify-self-start"
        onClick={onDismiss}
      >
        {t("builder.translations.dismiss")}
      </Button>
    </Alert>
  );
}
