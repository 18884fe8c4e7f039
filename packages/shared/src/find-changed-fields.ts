// The fields of `current` that differ from `original`, for "changed fields only"
// updates (SPEC §7) and the 'No changes to update' rule. Values compare with
// Object.is, so pass primitives (trimmed strings, numbers, booleans).
export function findChangedFields<T extends Record<string, unknown>>(
  original: Readonly<T>,
  current: Readonly<T>,
): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(current) as (keyof T)[]) {
    if (!Object.is(original[key], current[key])) changed[key] = current[key];
  }
  return changed;
}
