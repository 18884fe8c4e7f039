import { isSection, type Question } from "@formloom/shared";

export type SectionGroup = { section: Question | null; questions: Question[] };

/**
 * The questions under the section (page title) they follow; those before the first section
 * form a group without one. A section has no answer, so it heads a group and is never listed.
 */
export function groupBySection(questions: readonly Question[]): SectionGroup[] {
  const groups: SectionGroup[] = [];
  for (const question of questions) {
    if (isSection(question)) {
      groups.push({ section: question, questions: [] });
      continue;
    }
    const last = groups.at(-1);
    if (last) last.questions.push(question);
    else groups.push({ section: null, questions: [question] });
  }
  return groups;
}
