import type {
  CalculationRule,
  Calculations,
  FormVariable,
  QuestionDraft,
  QuestionType,
} from "@formloom/shared";

// The builder's edits of the rules a question applies to the form's variables (calculations.ts):
// a choice question's rule belongs to one option and carries its own value; a number, rating or
// scale question's rule applies the answer itself. A rule names its question by the draft's key
// (the server turns keys into ids); rules stay consistent with the questions they belong to.

const CHOICE_TYPES: ReadonlySet<QuestionType> = new Set(["multipleChoice", "dropdown", "checkbox"]);
const NUMBER_TYPES: ReadonlySet<QuestionType> = new Set(["number", "rating", "linearScale"]);

export function takesRules(questionType: QuestionType): "option" | "answer" | null {
  if (CHOICE_TYPES.has(questionType)) return "option";
  return NUMBER_TYPES.has(questionType) ? "answer" : null;
}

export function isRuleOf(rule: CalculationRule, question: Pick<QuestionDraft, "key" | "_id">) {
  return rule.questionId === question.key || rule.questionId === question._id;
}

const isNumberVariable = (variables: readonly FormVariable[], name: string) =>
  variables.find((variable) => variable.name === name)?.kind !== "text";

/** A new rule: the question's first option (or its answer) adds to the first variable. */
export function createRule(
  question: QuestionDraft,
  variables: readonly FormVariable[],
): CalculationRule | null {
  const variable = variables[0];
  const kind = takesRules(question.questionType);
  if (variable === undefined || kind === null) return null;
  const isNumber = variable.kind === "number";
  const option = question.options.find((text) => text.trim() !== "");
  if (kind === "option" && option === undefined) return null;
  return {
    questionId: question.key,
    option: kind === "option" ? (option ?? null) : null,
    variable: variable.name,
    operation: isNumber ? "add" : "set",
    value: kind === "option" ? (isNumber ? 0 : "") : null,
  };
}

export type RuleChange = Partial<
  Pick<CalculationRule, "option" | "variable" | "operation" | "value">
>;

/** One change to a rule; a text variable is only ever set, to a text. */
export function changeRule(
  rule: CalculationRule,
  change: RuleChange,
  variables: readonly FormVariable[],
): CalculationRule {
  const next = { ...rule, ...change };
  if (isNumberVariable(variables, next.variable)) return next;
  return { ...next, operation: "set", value: next.value === null ? null : String(next.value) };
}

function fitsQuestion(rule: CalculationRule, questions: readonly QuestionDraft[]): boolean {
  const question = questions.find((item) => isRuleOf(rule, item));
  if (question === undefined) return false;
  const kind = takesRules(question.questionType);
  if (kind === "answer") return rule.option === null;
  return kind === "option" && rule.option !== null && question.options.includes(rule.option);
}

/**
 * The rules of questions still there, of a type that takes them, of options still there. A
 * duplicated question gets no rules: its key is new, and the owner gives it its own.
 */
export function keepRulesConsistent(
  questions: readonly QuestionDraft[],
  calculations: Calculations,
): Calculations {
  const rules = calculations.rules.filter((rule) => fitsQuestion(rule, questions));
  return rules.length === calculations.rules.length ? calculations : { ...calculations, rules };
}

/** The rules of a renamed option follow it. */
export function renameRuleOption(
  calculations: Calculations,
  question: QuestionDraft,
  from: string,
  to: string,
): Calculations {
  if (from === to || !calculations.rules.some((rule) => isRuleOf(rule, question))) {
    return calculations;
  }
  return {
    ...calculations,
    rules: calculations.rules.map((rule) =>
      isRuleOf(rule, question) && rule.option === from ? { ...rule, option: to } : rule,
    ),
  };
}
