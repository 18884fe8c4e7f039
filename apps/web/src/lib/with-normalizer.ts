import type { ChangeEvent } from "react";

type ChangeHandlerField = { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown };

/**
 * Rewrites the field's text on every keystroke before the form sees it (SPEC §5: names lose
 * digits and symbols, emails lose spaces), so the box always shows what will be sent.
 */
export function withNormalizer<T extends ChangeHandlerField>(
  field: T,
  normalize: (value: string) => string,
): T {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const normalized = normalize(input.value);
      if (normalized !== input.value) {
        // Email inputs have no caret API (selectionStart is null there).
        const caret = input.selectionStart;
        if (caret === null) {
          input.value = normalized;
        } else {
          // Keep the caret where the user was typing, less what was removed before it.
          const before = normalize(input.value.slice(0, caret)).length;
          input.value = normalized;
          const position = Math.min(normalized.length, before);
          input.setSelectionRange(position, position);
        }
      }
      return field.onChange(event);
    },
  };
}
