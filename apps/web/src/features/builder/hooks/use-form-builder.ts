import type { FormSettings } from "@formloom/shared";
import { useCallback, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import {
  applyBuilderAction,
  type BuilderAction,
  type BuilderState,
  isSameDraft,
} from "../utils/builder-state";
import { sayRule } from "../utils/rule-text";

/**
 * The form being built. `dispatch` applies an edit, or shows why the rules refuse it and
 * answers false; `isDirty` says whether there is anything unsaved.
 */
export function useFormBuilder(initialState: BuilderState) {
  const [state, setState] = useState(initialState);
  const [savedState, setSavedState] = useState(initialState);
  // Edits made in the same event see each other's result.
  const latest = useRef(state);

  const dispatch = useCallback((action: BuilderAction): boolean => {
    const result = applyBuilderAction(latest.current, action);
    if (!result.ok) {
      toast.error(sayRule(result.message));
      return false;
    }
    latest.current = result.value;
    setState(result.value);
    return true;
  }, []);

  const markSaved = useCallback(() => setSavedState(latest.current), []);

  // A setting saved on its own (the translation view's fallback switch) is saved: the draft
  // takes it without counting as an unsaved change, and the next Save Form keeps it.
  const acceptSavedSettings = useCallback((changes: Partial<FormSettings>) => {
    const withSaved = (draft: BuilderState): BuilderState => ({
      ...draft,
      settings: { ...draft.settings, ...changes },
    });
    latest.current = withSaved(latest.current);
    setState(latest.current);
    setSavedState(withSaved);
  }, []);
  const isDirty = useMemo(() => !isSameDraft(state, savedState), [state, savedState]);

  return { state, dispatch, isDirty, markSaved, acceptSavedSettings };
}
