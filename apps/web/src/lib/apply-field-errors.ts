import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "./api-client";

/**
 * Shows the server's per-field messages (the `errors` of a 400) under the form's fields.
 * `fieldMap` renames the request's fields to the form's, e.g. oldPassword -> currentPassword.
 * Answers whether any field got a message.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: Partial<Record<string, Path<T>>>,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const formField = fieldMap[field];
    if (!formField) continue;
    setError(formField, { type: "server", message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
