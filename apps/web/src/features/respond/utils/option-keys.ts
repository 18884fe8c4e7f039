const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The key that picks the option at `index` of a choice question: A, B, C… */
export function optionKeyOf(index: number): string | undefined {
  return LETTERS[index];
}

/** The option index a pressed key picks, or -1. */
export function optionIndexOf(key: string): number {
  return key.length === 1 ? LETTERS.indexOf(key.toUpperCase()) : -1;
}
