import type { z } from "zod";

type Issue = Pick<z.core.$ZodIssue, "path" | "message">;

// The `errors` map of the failure envelope (DESIGN §4): one message per field, the
// first one found, as a form shows it. Nested paths are joined with dots
// ("questions.2.questionText"); an issue on the whole object goes under "_".
export function mapIssuesToFieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}

export function getFirstIssueMessage(issues: readonly Issue[]): string | null {
  return issues[0]?.message ?? null;
}
