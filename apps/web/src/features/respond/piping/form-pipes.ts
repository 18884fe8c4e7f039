import type { PublicForm } from "@formloom/shared";

// The one look every form pays for: does any text it shows hold a piping token? The renderer
// itself (piped-texts.ts) is loaded only when one does. A plain substring test, no parsing: a
// text that merely looks like a token loads the renderer, which then shows it as written.

const MARKS = ["{{answer:", "{{hidden:"];

export function mayPipe(text: string): boolean {
  return MARKS.some((mark) => text.includes(mark));
}

type PipingTexts = Pick<PublicForm, "questions"> & {
  settings: Pick<PublicForm["settings"], "confirmationMessage"> &
    Partial<Pick<PublicForm["settings"], "calculations">>;
};

export function formPipes(form: PipingTexts): boolean {
  if (mayPipe(form.settings.confirmationMessage)) return true;
  if (form.settings.calculations?.endings.some((ending) => mayPipe(ending.message))) return true;
  return form.questions.some(
    (question) =>
      mayPipe(question.questionText) ||
      mayPipe(question.description) ||
      question.options.some(mayPipe) ||
      Object.values(
        (question as { optionLabels?: Record<string, string> }).optionLabels ?? {},
      ).some(mayPipe),
  );
}
