import type { AnswerValue, Logic, QuestionType } from "./entities";
import { CALCULATION_MESSAGES, PIPING_MESSAGES } from "./messages";
import {
  findPipingTokens,
  hasPipingTokens,
  type PipingToken,
  replacePipingTokens,
} from "./piping-tokens";

// Answer piping's rules (piping-tokens.ts holds the syntax): which tokens a form may hold, what an
// answer reads as when piped, and how the owner's screens show a token. The builder and the
// server check a form with the same findPipingIssues, so they refuse with the same words.

export type PipingItem = {
  _id?: string;
  key?: string;
  questionType: QuestionType;
  questionText: string;
  description: string;
  options: readonly string[];
  logic: Pick<Logic, "conditions"> | null;
};

export type PipingIssue = { path: (string | number)[]; message: string };

type Place = { index: number; path: (string | number)[]; text: string };

function refersTo(item: Pick<PipingItem, "_id" | "key">, reference: string): boolean {
  return item._id === reference || item.key === reference;
}

/** The indexes of the items logic may hide: those with conditions, or in a section with some. */
export function findHideableIndexes(items: readonly Pick<PipingItem, "questionType" | "logic">[]) {
  const hideable = new Set<number>();
  let isSectionHideable = false;
  items.forEach((item, index) => {
    if (item.questionType === "section") isSectionHideable = item.logic !== null;
    if (item.logic !== null || isSectionHideable) hideable.add(index);
  });
  return hideable;
}

/** The texts of an item a token may appear in, with their paths in the form's draft. */
function placesOf(item: PipingItem, index: number): Place[] {
  const base = ["questions", index];
  return [
    { index, path: [...base, "questionText"], text: item.questionText },
    { index, path: [...base, "description"], text: item.description },
    ...item.options.map((text, option) => ({ index, path: [...base, "options", option], text })),
  ];
}

type Context = {
  items: readonly PipingItem[];
  hideable: ReadonlySet<number>;
  /** Undefined when the draft keeps the form's fields: the server checks the names then. */
  hiddenFields: readonly string[] | undefined;
};

function checkToken(token: PipingToken, place: Place, context: Context): string | null {
  // Variables are known once every answer is in: only an ending shows them (calculation-issues.ts).
  if (token.kind === "var") return CALCULATION_MESSAGES.variableOnlyInEndings;
  if (token.kind === "hidden") {
    const { hiddenFields } = context;
    return hiddenFields === undefined || hiddenFields.includes(token.reference)
      ? null
      : PIPING_MESSAGES.hiddenFieldMissing(token.reference);
  }
  const targetIndex = context.items.findIndex((item) => refersTo(item, token.reference));
  const target = context.items[targetIndex];
  if (target === undefined) return PIPING_MESSAGES.questionMissing;
  const name = toOwnerText(target.questionText, context.items);
  if (target.questionType === "section") return PIPING_MESSAGES.isSection(name);
  if (targetIndex >= place.index) return PIPING_MESSAGES.notBefore(name);
  if (context.hideable.has(targetIndex) && token.fallback.trim() === "") {
    return PIPING_MESSAGES.fallbackRequired(name);
  }
  return null;
}

/** The first issue of one text, or null; `index` is its item's (the number of items for texts after them). */
export function findTextPipingIssue(
  text: string,
  index: number,
  { items, hiddenFields }: Omit<Context, "hideable">,
): string | null {
  const context = { items, hiddenFields, hideable: findHideableIndexes(items) };
  const place = { index, path: [], text };
  for (const token of findPipingTokens(text)) {
    const message = checkToken(token, place, context);
    if (message) return message;
  }
  return null;
}

/**
 * Every text that pipes must name a question before its own item (not a section), one that logic
 * may hide only with a fallback, or a hidden field the form declares. The confirmation message
 * comes after every question.
 */
export function findPipingIssues(
  items: readonly PipingItem[],
  {
    hiddenFields,
    confirmationMessage,
  }: { hiddenFields?: readonly string[]; confirmationMessage?: string } = {},
): PipingIssue[] {
  const context = { items, hiddenFields, hideable: findHideableIndexes(items) };
  const places = items.flatMap(placesOf);
  if (confirmationMessage !== undefined) {
    places.push({
      index: items.length,
      path: ["settings", "confirmationMessage"],
      text: confirmationMessage,
    });
  }
  const issues: PipingIssue[] = [];
  for (const place of places) {
    if (!hasPipingTokens(place.text)) continue;
    for (const token of findPipingTokens(place.text)) {
      const message = checkToken(token, place, context);
      if (message) {
        issues.push({ path: place.path, message });
        break;
      }
    }
  }
  return issues;
}

/** Each answer token's question named by a new reference (a builder key turned stored id). */
export function renamePipedQuestions(text: string, rename: (reference: string) => string): string {
  return replacePipingTokens(text, (token) => {
    const reference = token.kind === "answer" ? rename(token.reference) : token.reference;
    const fallback = token.fallback === "" ? "" : `|${token.fallback}`;
    return `{{${token.kind}:${reference}${fallback}}}`;
  });
}

type Named = Pick<PipingItem, "_id" | "key" | "questionText">;

/**
 * A text as the owner's screens show it (responses, summaries, exports, mails, the builder's
 * summaries): a piped answer as "@<question text>", a hidden field as "@<name>".
 */
export function toOwnerText(text: string, questions: readonly Named[]): string {
  return replacePipingTokens(text, (token) => {
    if (token.kind !== "answer") return `@${token.reference}`;
    const target = questions.find((question) => refersTo(question, token.reference));
    if (!target) return token.fallback || "@…";
    // A question's own tokens are shortened, never followed: no loop, however it was written.
    return `@${replacePipingTokens(target.questionText, () => "…")}`;
  });
}

/**
 * An answer as the owner's screens show it: a chosen option whose label pipes reads as in
 * toOwnerText (the stored value is the option as written). Typed answers stay as typed, even one
 * that looks like a token: a respondent's words are never rewritten.
 */
export function toOwnerAnswer<T extends AnswerValue | undefined>(
  answer: T,
  question: Pick<PipingItem, "options">,
  questions: readonly Named[],
): T {
  const show = (value: string) =>
    question.options.includes(value) ? toOwnerText(value, questions) : value;
  if (typeof answer === "string") return show(answer) as T;
  if (Array.isArray(answer)) return answer.map(show) as T;
  return answer;
}

type PipedTexts = Pick<PipingItem, "questionText" | "description" | "options">;

/** An item's piped texts with each answer token's question renamed (see renamePipedQuestions). */
export function renamePipedItem<T extends PipedTexts>(
  item: T,
  rename: (reference: string) => string,
): T {
  return {
    ...item,
    questionText: renamePipedQuestions(item.questionText, rename),
    description: renamePipedQuestions(item.description, rename),
    options: item.options.map((option) => renamePipedQuestions(option, rename)),
  };
}
