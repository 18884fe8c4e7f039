/** "0 responses", "1 response", "3 responses". */
export function countResponses(count: number): string {
  return `${count} ${count === 1 ? "response" : "responses"}`;
}

/** The dashboard card's badge, where SPEC §2 has 'response' for a count of 1 or fewer. */
export function countResponsesOnBadge(count: number): string {
  return count <= 1 ? `${count} response` : countResponses(count);
}
