import { parse, type Token } from "@messageformat/parser";

// What the catalogue tests compare between a translation and its English: the placeholders an
// ICU message fills in, and the plural forms it chooses from. Parsed, not matched with a regular
// expression: the words of a plural branch are not placeholders.

export type MessageArgument = { name: string; pluralKeys?: string[] };

/** The arguments a message fills in, and the plural cases each plural one chooses from. */
export function argumentsOf(message: string): MessageArgument[] {
  return argumentsOfTokens(parse(message));
}

function argumentsOfTokens(tokens: readonly Token[], found: MessageArgument[] = []) {
  for (const token of tokens) {
    if (token.type === "argument" || token.type === "function") found.push({ name: token.arg });
    if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
      const keys = token.cases.map((entry) => entry.key);
      found.push({ name: token.arg, pluralKeys: token.type === "select" ? undefined : keys });
      for (const entry of token.cases) argumentsOfTokens(entry.tokens, found);
    }
  }
  return found;
}

/** The names of a message's placeholders, sorted, each once. */
export const placeholdersOf = (message: string) =>
  [...new Set(argumentsOf(message).map((argument) => argument.name))].sort();

type Catalogue = Record<string, string>;

/** The ids whose translation fills in other placeholders than the English. */
export function mismatchedPlaceholders(english: Catalogue, catalogue: Catalogue): string[] {
  return Object.entries(english)
    .filter(
      ([id, message]) =>
        catalogue[id] && placeholdersOf(catalogue[id]).join() !== placeholdersOf(message).join(),
    )
    .map(([id]) => id);
}

/** The ids whose plurals miss a form of `language`'s grammar, or have one it lacks. */
export function wrongPluralForms(language: string, catalogue: Catalogue): string[] {
  const categories: string[] = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return Object.entries(catalogue).flatMap(([id, message]) =>
    argumentsOf(message).flatMap(({ pluralKeys }) => {
      const forms = pluralKeys?.filter((key) => !key.startsWith("="));
      if (!forms) return [];
      const isExact =
        forms.length === categories.length && categories.every((c) => forms.includes(c));
      return isExact ? [] : [id];
    }),
  );
}
