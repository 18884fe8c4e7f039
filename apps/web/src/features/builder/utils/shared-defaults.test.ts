import {
  DEFAULT_CLOSED_MESSAGE,
  DEFAULT_CONFIRMATION_MESSAGE,
  DEFAULT_FORM_TITLE,
} from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { appText } from "@/lib/i18n/use-app-text";
import { NEW_SECTION_TEXT } from "./question-list-edits";

// The builder shows these defaults of @formloom/shared from its catalogue: in English, the same words.
describe("the shared defaults the builder shows", () => {
  it("reads them in English as @formloom/shared writes them", () => {
    expect(appText("builder.afterSubmit.confirmationDefault")).toBe(DEFAULT_CONFIRMATION_MESSAGE);
    expect(appText("builder.closing.closedDefault")).toBe(DEFAULT_CLOSED_MESSAGE);
    expect(appText("builder.formPreview.untitledForm")).toBe(DEFAULT_FORM_TITLE);
    expect(appText("builder.formPreview.untitledSection")).toBe(NEW_SECTION_TEXT);
  });
});
