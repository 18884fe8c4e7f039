import { DEFAULT_FORM_SETTINGS } from "@formloom/shared";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makePublicForm, makeQuestion } from "../testing/render-question";
import { useRespondentCopy } from "./use-respondent-copy";

const settings = (sendRespondentCopy: boolean) => ({
  ...makePublicForm().settings,
  sendRespondentCopy,
});
const text = makeQuestion({ _id: "q1", questionType: "text", questionText: "Name" });
const email = makeQuestion({ _id: "q2", questionType: "email", questionText: "Email" });

describe("useRespondentCopy", () => {
  it("asks for an address only when the form sends copies and has no email question", () => {
    const ask = (form: Parameters<typeof useRespondentCopy>[0]) =>
      renderHook(() => useRespondentCopy(form)).result.current.isAsked;
    expect(DEFAULT_FORM_SETTINGS.sendRespondentCopy).toBe(false);
    expect(ask(makePublicForm({ questions: [text], settings: settings(false) }))).toBe(false);
    expect(ask(makePublicForm({ questions: [text], settings: settings(true) }))).toBe(true);
    expect(ask(makePublicForm({ questions: [text, email], settings: settings(true) }))).toBe(false);
  });

  it("sends a valid address trimmed, nothing for a blank one, and holds back a bad one", () => {
    const form = makePublicForm({ questions: [text], settings: settings(true) });
    const { result } = renderHook(() => useRespondentCopy(form));
    expect(result.current.copyEmail).toBeUndefined();
    act(() => result.current.change("ada@"));
    expect(result.current.hasError).toBe(false);
    let isSendable = true;
    act(() => {
      isSendable = result.current.check();
    });
    expect(isSendable).toBe(false);
    expect(result.current.hasError).toBe(true);
    act(() => result.current.change(" ada@example.org "));
    expect(result.current.hasError).toBe(false);
    expect(result.current.copyEmail).toBe("ada@example.org");
  });
});
