/**
 * A LIKE/ILIKE pattern matching `text` anywhere, literally: %, _ and the escape character
 * itself lose their wildcard meaning.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
