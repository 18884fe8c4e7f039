export function formatQuestionCount(count: number): string {
  return `${count} ${count === 1 ? "question" : "questions"}`;
}
