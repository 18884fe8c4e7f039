// PostgreSQL refuses U+0000 in text and jsonb, and a UTF-16 surrogate without its pair has no
// UTF-8 form at all (jsonb refuses its escape; text silently turns it into U+FFFD). Every
// string the server stores or puts in a query is checked with this one rule.

const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const STORABLE_TEXT_MESSAGE = "Text cannot contain a NUL character or an unpaired surrogate";

export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !UNPAIRED_SURROGATE.test(value);
}
