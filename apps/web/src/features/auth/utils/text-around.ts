import type { AppText, AppTextId, AppTextValues } from "@/lib/i18n/use-app-text";

// An invisible separator: no message of the catalogue contains it.
const MARK = "\u2063";

/**
 * A message's text before and after one of its placeholders, for a sentence that shows that
 * value as an element of its own (a bold address, a link).
 */
export function textAround(
  t: AppText,
  id: AppTextId,
  placeholder: string,
  values: AppTextValues = {},
): [before: string, after: string] {
  const [before = "", after = ""] = t(id, { ...values, [placeholder]: MARK }).split(MARK);
  return [before, after];
}
