import {
  formatPipingToken,
  type PipingToken,
  parsePipedText,
  type QuestionDraft,
  toOwnerText,
} from "@formloom/shared";
import { referenceOf } from "./logic-drafts";

// What the builder's @ picker offers and how it names a piped reference. A text may pipe the
// questions before its own item (the confirmation message: every question) and the hidden fields.

export type PipingSource = { items: readonly QuestionDraft[]; hiddenFields: readonly string[] };

export type PipingChoice = { token: PipingToken; label: string };

type Say = {
  answer: (question: string) => string;
  hidden: (name: string) => string;
};

/** A question's text as the owner reads it: tokens as @question. */
export function ownerTextOf(question: QuestionDraft, items: readonly QuestionDraft[]): string {
  return toOwnerText(question.questionText, items).trim();
}

export function findPipingChoices(
  { items, hiddenFields }: PipingSource,
  index: number,
  say: Say,
): PipingChoice[] {
  const questions = items
    .slice(0, index)
    .filter((item) => item.questionType !== "section")
    .map((item) => ({
      token: { kind: "answer" as const, reference: referenceOf(item), fallback: "" },
      label: say.answer(ownerTextOf(item, items)),
    }));
  const fields = hiddenFields.map((name) => ({
    token: { kind: "hidden" as const, reference: name, fallback: "" },
    label: say.hidden(name),
  }));
  return [...questions, ...fields];
}

/** How the list under a field names a token: "Answer to “…”", "Hidden field …". */
export function describeToken(token: PipingToken, { items }: PipingSource, say: Say): string {
  if (token.kind === "hidden") return say.hidden(token.reference);
  const target = items.find(
    (item) => referenceOf(item) === token.reference || item.key === token.reference,
  );
  return say.answer(target ? ownerTextOf(target, items) : "?");
}

/** The text with its `position`-th token changed (or removed, with null). */
export function changeToken(
  text: string,
  position: number,
  change: (token: PipingToken) => PipingToken | null,
): string {
  let seen = -1;
  return parsePipedText(text)
    .map((segment) => {
      if (!("token" in segment)) return segment.text;
      seen += 1;
      if (seen !== position) return formatPipingToken(segment.token);
      const changed = change(segment.token);
      return changed ? formatPipingToken(changed) : "";
    })
    .join("");
}
