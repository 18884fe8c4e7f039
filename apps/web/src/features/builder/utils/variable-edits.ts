import {
  type Calculations,
  type FormVariable,
  type QuestionDraft,
  readVariableReference,
  toVariableReference,
} from "@formloom/shared";

// The builder's edits of a form's variables. Rules, endings and question logic name a variable
// by its name, so renaming one renames them and removing one drops the rules and conditions
// that name it (an ending's text keeps its {{var:…}}: the owner sees it flagged and rewrites it).

export type CalculationDraft = { questions: QuestionDraft[]; calculations: Calculations };

export function createVariable(variables: readonly FormVariable[]): FormVariable {
  const names = new Set(variables.map((variable) => variable.name));
  let number = variables.length + 1;
  while (names.has(`variable${number}`)) number += 1;
  return { name: variables.length === 0 ? "score" : `variable${number}`, kind: "number", start: 0 };
}

/** A variable of the other kind: its start value kept when it reads as one. */
export function changeVariableKind(variable: FormVariable, kind: FormVariable["kind"]) {
  if (kind === variable.kind) return variable;
  if (kind === "text") return { ...variable, kind, start: String(variable.start) };
  const start = Number(variable.start);
  return {
    ...variable,
    kind,
    start: String(variable.start).trim() !== "" && Number.isFinite(start) ? start : 0,
  };
}

type Logic = QuestionDraft["logic"];

function mapLogic(logic: Logic, edit: (questionId: string) => string | null): Logic {
  if (logic === null) return null;
  const conditions = logic.conditions.flatMap((condition) => {
    const questionId = edit(condition.questionId);
    return questionId === null ? [] : [{ ...condition, questionId }];
  });
  return conditions.length === 0 ? null : { ...logic, conditions };
}

function renameInText(text: string, from: string, to: string): string {
  return text
    .replaceAll(`{{var:${from}}}`, `{{var:${to}}}`)
    .replaceAll(`{{var:${from}|`, `{{var:${to}|`);
}

/**
 * Renames the variable at `index` and everything that names it. A name another variable holds
 * leaves the references alone: they would not be told apart afterwards.
 */
export function renameVariable(
  { questions, calculations }: CalculationDraft,
  index: number,
  name: string,
): CalculationDraft {
  const old = calculations.variables[index]?.name;
  if (old === undefined) return { questions, calculations };
  const variables = calculations.variables.map((variable, i) =>
    i === index ? { ...variable, name } : variable,
  );
  const isTaken = calculations.variables.some(
    (variable, i) => i !== index && variable.name === name,
  );
  if (isTaken || old === name) return { questions, calculations: { ...calculations, variables } };
  const rename = (reference: string) =>
    readVariableReference(reference) === old ? toVariableReference(name) : reference;
  return {
    questions: questions.map((question) =>
      question.logic ? { ...question, logic: mapLogic(question.logic, rename) } : question,
    ),
    calculations: {
      variables,
      rules: calculations.rules.map((rule) =>
        rule.variable === old ? { ...rule, variable: name } : rule,
      ),
      endings: calculations.endings.map((ending) => ({
        ...ending,
        message: renameInText(ending.message, old, name),
        logic: {
          ...ending.logic,
          conditions: ending.logic.conditions.map((condition) => ({
            ...condition,
            questionId: rename(condition.questionId),
          })),
        },
      })),
    },
  };
}

/** Removes the variable at `index` with the rules and conditions that name it. */
export function removeVariable(
  { questions, calculations }: CalculationDraft,
  index: number,
): CalculationDraft {
  const name = calculations.variables[index]?.name;
  if (name === undefined) return { questions, calculations };
  const keep = (reference: string) =>
    readVariableReference(reference) === name ? null : reference;
  return {
    questions: questions.map((question) =>
      question.logic ? { ...question, logic: mapLogic(question.logic, keep) } : question,
    ),
    calculations: {
      variables: calculations.variables.filter((_, i) => i !== index),
      rules: calculations.rules.filter((rule) => rule.variable !== name),
      endings: calculations.endings.map((ending) => ({
        ...ending,
        logic: {
          ...ending.logic,
          conditions: ending.logic.conditions.filter(
            (condition) => keep(condition.questionId) !== null,
          ),
        },
      })),
    },
  };
}
