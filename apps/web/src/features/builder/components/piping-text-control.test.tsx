import { PIPING_MESSAGES, type QuestionDraft } from "@formloom/shared";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Input } from "@/components/ui/input";
import { createQuestion } from "../utils/question-drafts";
import { findRuleText } from "../utils/rule-text";
import { PipingSourceProvider } from "./piping-source-context";
import { PipingTextControl } from "./piping-text-control";

const NAME: QuestionDraft = { ...createQuestion(() => 1), questionText: "What is your name?" };
const items = [NAME, { ...createQuestion(() => 2), questionText: "" }];

function Field({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <PipingSourceProvider value={{ items, hiddenFields: ["ref"] }}>
      <PipingTextControl index={1} value={value} onChange={setValue}>
        {(piping) => <Input {...piping} aria-label="Question" value={value} />}
      </PipingTextControl>
    </PipingSourceProvider>
  );
}

describe("PipingTextControl", () => {
  it("lists the earlier questions and the hidden fields on @, and inserts the one chosen", async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.type(screen.getByLabelText("Question"), "Hi @");
    const list = screen.getByRole("listbox", {
      name: "Insert an earlier answer or a hidden field",
    });
    expect(list).toHaveFocus();
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Answer to “What is your name?”",
      "Hidden field ref",
    ]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Question")).toHaveValue("Hi {{hidden:ref}}");
    expect(screen.getByLabelText("Question")).toHaveFocus();
    expect(screen.getByText("Hidden field ref")).toBeInTheDocument();
  });

  it("keeps the @ typed on Escape, and edits and removes a reference without its token", async () => {
    const user = userEvent.setup();
    render(<Field initial="Hi {{answer:q1}}" />);
    await user.type(screen.getByLabelText("Question"), " @");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Question")).toHaveValue("Hi {{answer:q1}} @");

    const reference = "Answer to “What is your name?”";
    await user.type(
      screen.getByLabelText(`Text shown instead of ${reference} when it is empty`),
      "you|}",
    );
    expect(screen.getByLabelText("Question")).toHaveValue("Hi {{answer:q1|you}} @");
    await user.click(screen.getByRole("button", { name: `Remove ${reference}` }));
    expect(screen.getByLabelText("Question")).toHaveValue("Hi  @");
  });

  it("says each of the shared rule's messages with a catalogue text", () => {
    const said = [
      PIPING_MESSAGES.questionMissing,
      PIPING_MESSAGES.isSection("Page"),
      PIPING_MESSAGES.notBefore("Why?"),
      PIPING_MESSAGES.fallbackRequired("Why?"),
      PIPING_MESSAGES.hiddenFieldMissing("ref"),
    ].map((message) => findRuleText(message)?.id);
    expect(said).toEqual([
      "builder.rule.pipingQuestionMissing",
      "builder.rule.pipingIsSection",
      "builder.rule.pipingNotBefore",
      "builder.rule.pipingFallbackRequired",
      "builder.rule.pipingHiddenFieldMissing",
    ]);
  });
});
