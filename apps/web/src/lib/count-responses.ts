import { appText } from "./i18n/use-app-text";

/** "0 responses", "1 response", "3 responses". */
export function countResponses(count: number): string {
  return appText("common.count.responses", { count });
}

/** The dashboard card's badge, where SPEC §2 has 'response' for a count of 1 or fewer. */
export function countResponsesOnBadge(count: number): string {
  return appText("common.count.responsesOnBadge", { count });
}
