import { describe, expect, it } from "vitest";
import * as shared from "./index";

describe("public API", () => {
  it("re-exports the schemas and functions the server and web app call", () => {
    const names = [
      "loginFormSchema",
      "registerFormSchema",
      "formDraftSchema",
      "createEnvelopeSchema",
      "pagingQuerySchema",
      "markResponse",
      "quizResult",
      "buildAnswerCells",
      "changeQuestionType",
      "findAnswerErrors",
      "englishAnswerMessage",
      "toStoredRegex",
      "buildPresetRegex",
      "mapIssuesToFieldErrors",
    ];
    expect(Object.keys(shared)).toEqual(expect.arrayContaining(names));
  });
});
