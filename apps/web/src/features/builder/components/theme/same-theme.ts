import type { FormTheme } from "@formloom/shared";

/** JSON with each object's keys in order: a theme read back from the database may list them otherwise. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(",")}]`;
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const entries = Object.entries(value)
    .filter(([, each]) => each !== undefined)
    .sort(([first], [second]) => first.localeCompare(second));
  return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${sortedJson(each)}`).join(",")}}`;
}

/** Whether two themes look the same: a picked theme shows pressed while the form keeps it. */
export const isSameTheme = (first: FormTheme | null, second: FormTheme | null) =>
  sortedJson(first) === sortedJson(second);
