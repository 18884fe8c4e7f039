import type { AppText } from "@/lib/i18n/use-app-text";

const CARD_NAMES = [
  {
    heading: "builder.question.questionName",
    inSentence: "builder.question.questionNameInSentence",
  },
  { heading: "builder.question.sectionName", inSentence: "builder.question.sectionNameInSentence" },
] as const;

const NUMBER_MARK = "\u0000";

/**
 * A card's name ("Question 3") as it reads inside a sentence ("Move question 3 up"); the
 * language decides its case ("Frage 3" stays capitalised in German). Some callers only hold the
 * heading, so the number is read back from it; a name of no known shape is returned as it is.
 */
export function cardNameInSentence(t: AppText, name: string): string {
  for (const { heading, inSentence } of CARD_NAMES) {
    const [prefix = "", suffix = ""] = t(heading, { number: NUMBER_MARK }).split(NUMBER_MARK);
    if (
      name.length > prefix.length + suffix.length &&
      name.startsWith(prefix) &&
      name.endsWith(suffix)
    ) {
      const number = name.slice(prefix.length, name.length - suffix.length);
      return t(inSentence, { number });
    }
  }
  return name;
}
