import { describe, expect, it } from "vitest";
import { appText } from "@/lib/i18n/use-app-text";
import { OPERATOR_LABELS, toConditionValue } from "./condition-labels";

describe("condition labels", () => {
  it("reads every comparison in words", () => {
    expect(Object.values(OPERATOR_LABELS).map((id) => appText(id))).toEqual([
      "is",
      "is not",
      "contains",
      "is answered",
      "is not answered",
      "is greater than",
      "is less than",
    ]);
  });

  it("stores a numeric value as a number, other text as typed, a blank as nothing", () => {
    expect(toConditionValue("number", "18")).toBe(18);
    expect(toConditionValue("number", "-2.5")).toBe(-2.5);
    expect(toConditionValue("number", "abc")).toBe("abc");
    expect(toConditionValue("date", "2026-05-01")).toBe("2026-05-01");
    expect(toConditionValue("text", " yes ")).toBe(" yes ");
    expect(toConditionValue("text", "  ")).toBeUndefined();
  });
});
