import { describe, expect, it } from "vitest";
import { formTemplateSchema, toFormTemplateDto } from "./api-templates";
import { formDraftSchema } from "./builder-schemas";
import { findLogicIssues, isSection } from "./form-logic";
import { FORM_TEMPLATES } from "./form-templates";

const templateNamed = (id: string) => {
  const template = FORM_TEMPLATES.find((candidate) => candidate.id === id);
  if (!template) throw new Error(`no template ${id}`);
  return toFormTemplateDto(template);
};

describe("form templates", () => {
  it("offers at least the eight the gallery promises, each with its own id", () => {
    const ids = FORM_TEMPLATES.map((template) => template.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        "contact",
        "customer-feedback",
        "event-registration",
        "job-application",
        "graded-quiz",
        "course-evaluation",
        "bug-report",
        "order-request",
      ]),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(FORM_TEMPLATES.map((template) => [template.id, template] as const))(
    "%s passes the builder's rules, logic included, and the API's template schema",
    (_id, template) => {
      const parsed = formDraftSchema.safeParse(template.form);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(findLogicIssues(template.form.questions.map(withLogicDefaults))).toEqual([]);
      const keys = template.form.questions.map((question) => question.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(formTemplateSchema.safeParse(toFormTemplateDto(template)).success).toBe(true);
    },
  );

  it("asks the NPS question on a 0–10 scale", () => {
    const nps = templateNamed("customer-feedback").form.questions[0];
    expect(nps).toMatchObject({ questionType: "linearScale", scaleMin: 0, scaleMax: 10 });
  });

  it("takes a CV upload in the job application", () => {
    const questions = templateNamed("job-application").form.questions;
    expect(questions.some((question) => question.questionType === "file")).toBe(true);
    expect(questions.filter(isSection)).toHaveLength(2);
  });

  it("makes the graded quiz a quiz: correct answers and points, shown right after submitting", () => {
    const { form } = templateNamed("graded-quiz");
    const scored = form.questions.filter((question) => question.correctAnswer.length > 0);
    expect(scored.length).toBeGreaterThanOrEqual(5);
    expect(scored.some((question) => question.points > 1)).toBe(true);
    expect(form.settings.quiz).toEqual({ releaseScore: "immediately", showCorrectAnswers: true });
  });
});

function withLogicDefaults(question: (typeof FORM_TEMPLATES)[number]["form"]["questions"][number]) {
  return { ...question, options: question.options ?? [], logic: question.logic ?? null };
}
