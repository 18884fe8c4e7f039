import { type Question, withQuestionDefaults } from "@formloom/shared";

/** A form version's questions as stored in jsonb: fields added since then read as empty. */
export function readStoredQuestions(json: unknown): Question[] {
  return (json as Question[]).map(withQuestionDefaults);
}
