import { useEffect, useState } from "react";

/**
 * True from the first edit on, even if the edit is undone: Update stays enabled, and saving
 * values equal to the stored ones answers 'No changes to update' (SPEC §4).
 */
export function useStickyDirty(isDirty: boolean): boolean {
  const [hasChanged, setHasChanged] = useState(isDirty);
  useEffect(() => {
    if (isDirty) setHasChanged(true);
  }, [isDirty]);
  return hasChanged || isDirty;
}
