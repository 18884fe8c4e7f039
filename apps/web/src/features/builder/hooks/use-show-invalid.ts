import { useEffect, useRef, useState } from "react";
import type { BuilderState } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";

/** The Settings panel's paths; the calculations show on the Edit tab, under the questions. */
export const isSettingsPath = (path: string) =>
  path.startsWith("settings.") && !path.startsWith("settings.calculations.");

const firstQuestionIndex = (paths: string[]) =>
  Math.min(
    ...paths
      .map((path) => Number(/^questions\.(\d+)\./.exec(path)?.[1] ?? Number.NaN))
      .filter(Number.isFinite),
  );

type ShowInvalidInput = {
  questions: BuilderState["questions"];
  onActivate: (key: string) => void;
  onOpenSettings: () => void;
  onShowEdit: () => void;
};

/**
 * A refused save shows its first message: in the Settings panel when only settings are wrong,
 * else on the Edit tab, opening the first question with a message so focus can reach its field.
 */
export function useShowInvalid({
  questions,
  onActivate,
  onOpenSettings,
  onShowEdit,
}: ShowInvalidInput) {
  const editRef = useRef<HTMLDivElement>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);

  useEffect(() => {
    if (focusInvalid === 0) return;
    editRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const showInvalid = (fieldErrors: DraftErrors) => {
    const paths = Object.keys(fieldErrors);
    if (paths.length > 0 && paths.every(isSettingsPath)) {
      onOpenSettings();
      return;
    }
    onShowEdit();
    const invalidKey = questions[firstQuestionIndex(paths)]?.key;
    if (invalidKey) onActivate(invalidKey);
    setFocusInvalid((count) => count + 1);
  };

  return { editRef, showInvalid };
}
