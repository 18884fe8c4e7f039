import { useCallback, useMemo, useState } from "react";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { BuilderAction, BuilderState } from "../utils/builder-state";
import { sayRules } from "../utils/rule-text";
import { getTouchedField } from "../utils/touched-field";
import { type DraftErrors, pickTouchedErrors, validateDraft } from "../utils/validate-draft";

/**
 * The draft's messages (SPEC §5): validation runs on every change; messages show for edited
 * fields, for all of them once a save was refused, and the server's for the draft it refused.
 * `edit` applies an action and remembers the field it touched.
 */
export function useDraftErrors(state: BuilderState, dispatch: (action: BuilderAction) => boolean) {
  const t = useAppText();
  const [hasTriedSaving, setTriedSaving] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<{ errors: DraftErrors; for: BuilderState }>();

  const edit = useCallback(
    (action: BuilderAction) => {
      const isApplied = dispatch(action);
      const field = getTouchedField(action);
      if (isApplied && field) {
        setTouched((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));
      }
      return isApplied;
    },
    [dispatch],
  );

  const errors = useMemo<DraftErrors>(() => {
    const check = validateDraft(state);
    const clientErrors = check.ok
      ? {}
      : hasTriedSaving
        ? check.errors
        : pickTouchedErrors(check.errors, state, touched);
    const fromServer = serverErrors?.for === state ? serverErrors.errors : {};
    // The rules speak English; the fields show them in the app's language.
    return sayRules({ ...fromServer, ...clientErrors }, t);
  }, [hasTriedSaving, touched, state, serverErrors, t]);

  return {
    edit,
    errors,
    onSaveRefused: () => setTriedSaving(true),
    onServerRefused: (fieldErrors: DraftErrors) =>
      setServerErrors({ errors: fieldErrors, for: state }),
  };
}
