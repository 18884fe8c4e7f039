import { QUESTION_TYPE_IDS, QUESTION_TYPE_LABELS } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { questionTypeLabel } from "./question-type-label";
import { appTextsIn } from "./use-app-text";

describe("questionTypeLabel", () => {
  it.each(QUESTION_TYPE_IDS)("names %s in English as the shared label does", (type) => {
    expect(questionTypeLabel(appTextsIn("en"), type)).toBe(QUESTION_TYPE_LABELS[type]);
  });
});
