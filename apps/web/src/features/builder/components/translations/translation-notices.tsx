import { Info } from "lucide-react";
import { Alert } from "@/components/ui/alert";

type TranslationNoticesProps = { isDirty: boolean; hasLanguages: boolean };

/** Why the view may not show what the builder shows: it translates the saved form only. */
export function TranslationNotices({ isDirty, hasLanguages }: TranslationNoticesProps) {
  if (!hasLanguages) {
    return (
      <p className="px-5 py-5 text-muted-foreground text-sm">
        This form adds no other language yet. Add one under Settings › Languages and save the form,
        then translate its texts here.
      </p>
    );
  }
  if (!isDirty) return null;
  return (
    <Alert>
      <Info aria-hidden="true" />
      <p>
        You have unsaved changes: translations apply to the saved form. Save the form to translate
        the texts you added or changed.
      </p>
    </Alert>
  );
}
