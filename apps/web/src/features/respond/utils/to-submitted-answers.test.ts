import { describe, expect, it } from "vitest";
import { toAnswerErrors } from "./to-submitted-answers";

const A = "0193a000-0000-7000-8000-00000000000a";
const B = "0193a000-0000-7000-8000-00000000000b";

describe("toAnswerErrors", () => {
  it("reads each question's issue where the server sent one, else its English message", () => {
    const errors = toAnswerErrors({
      fieldErrors: {
        [`answers.${A}`]: "Please enter a number of at least 3",
        [`answers.${B}`]: "A file of this response is no longer available. Please upload it again.",
        title: "Not an answer",
      },
      answerIssues: { [A]: { code: "NUMBER_BELOW_MIN", params: { min: 3 } } },
    });
    expect(errors).toEqual({
      [A]: { code: "NUMBER_BELOW_MIN", params: { min: 3 } },
      [B]: "A file of this response is no longer available. Please upload it again.",
    });
  });

  it("keeps the English message when the issue is not one the page knows", () => {
    const errors = toAnswerErrors({
      fieldErrors: { [`answers.${A}`]: "Please choose one of the options" },
      answerIssues: { [A]: { code: "SOMETHING_NEWER" }, [B]: "TOO_LONG" },
    });
    expect(errors).toEqual({ [A]: "Please choose one of the options" });
  });
});
