/** A share as a whole percentage, 0 when there is nothing to share. */
export const toPercentage = (count: number, total: number) =>
  total === 0 ? 0 : Math.round((count / total) * 100);
