/** "1 response", "3 responses". */
export function countResponses(count: number): string {
  return `${count} ${count === 1 ? "response" : "responses"}`;
}
