/** The card's badge: 'response' for a count of 1 or fewer, else 'responses' (SPEC §2). */
export function formatResponseCount(count: number): string {
  return `${count} ${count <= 1 ? "response" : "responses"}`;
}

export function formatQuestionCount(count: number): string {
  return `${count} ${count === 1 ? "question" : "questions"}`;
}
