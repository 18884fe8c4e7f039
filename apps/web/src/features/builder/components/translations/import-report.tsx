import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { ImportReport as Report } from "../../hooks/use-translation-file";

const rowsNoun = (count: number) => (count === 1 ? "row" : "rows");

/** What an import applied, and each row of the file it could not, with why. */
export function ImportReport({ report, onDismiss }: { report: Report; onDismiss: () => void }) {
  const { applied, unmatched } = report;
  return (
    <Alert
      role="status"
      variant={unmatched.length > 0 ? "default" : "success"}
      className="grid gap-2"
    >
      <p className="font-medium">
        {`Imported ${applied} ${applied === 1 ? "translation" : "translations"}.`}
        {unmatched.length > 0 &&
          ` ${unmatched.length} ${rowsNoun(unmatched.length)} did not match:`}
      </p>
      {unmatched.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {unmatched.map(({ line, key, reason }) => (
            <li key={`${line}-${key}-${reason}`}>
              <span className="font-medium">{line === 1 ? "Header" : `Row ${line}`}</span>
              {` (${key}): ${reason}`}
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
        Dismiss
      </Button>
    </Alert>
  );
}
