/** A score card's figure: the percentage, or a dash when nothing is scored (SPEC §2). */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : `${value}%`;
}
