import {
  changeQuestionType,
  DEFAULT_FORM_SETTINGS,
  type QuestionDraft,
  type QuestionType,
} from "@formloom/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { useActiveCard } from "../hooks/use-active-card";
import { useFormBuilder } from "../hooks/use-form-builder";
import { createQuestion } from "../utils/question-drafts";
import { validateDraft } from "../utils/validate-draft";
import { QuestionList } from "./question-list";

let current: QuestionDraft[] = [];

/** The builder's list, its messages shown as after a refused save. */
function Builder({ initial }: { initial: QuestionDraft[] }) {
  const { state, dispatch } = useFormBuilder({
    title: "Survey",
    description: "",
    questions: initial,
    hiddenFields: [],
    settings: DEFAULT_FORM_SETTINGS,
  });
  current = state.questions;
  const check = validateDraft(state);
  const { activeKey, setActiveKey } = useActiveCard(state.questions);
  return (
    <QuestionList
      questions={state.questions}
      errors={check.ok ? {} : check.errors}
      patterns={[]}
      isLoadingPatterns={false}
      activeKey={activeKey}
      onActivate={setActiveKey}
      dispatch={dispatch}
    />
  );
}

function item(key: string, type: QuestionType, changes: Partial<QuestionDraft> = {}) {
  return { ...changeQuestionType(createQuestion(), type), key, ...changes };
}

function renderList(initial: QuestionDraft[]) {
  render(
    <>
      <Builder initial={initial} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

const region = (name: string) => screen.getByRole("region", { name });

/** Opens a closed card from its one-line summary. */
const openCard = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole("button", { name: new RegExp(`^${name}\\s*:`) }));

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  combobox: HTMLElement,
  name: string,
) {
  await user.click(combobox);
  await user.click(await screen.findByRole("option", { name }));
}

describe("sections in the builder", () => {
  it("adds a section as a page break with its title in focus, counted apart from questions", async () => {
    const user = renderList([item("a", "text", { questionText: "Name" })]);
    await user.click(screen.getByRole("button", { name: "Add section" }));
    const section = region("Section 1");
    expect(within(section).getByLabelText("Page title")).toHaveValue("Untitled Section");
    expect(within(section).getByLabelText("Page title")).toHaveFocus();
    expect(section).toHaveAccessibleDescription("Starts page 2 of 2");
    expect(within(section).queryByRole("switch", { name: "Required" })).not.toBeInTheDocument();

    await user.type(within(section).getByLabelText("Description"), "About you");
    await user.click(screen.getByRole("button", { name: "Add Question" }));
    expect(region("Question 2")).toBeInTheDocument();
    expect(current.map((q) => q.questionType)).toEqual(["text", "section", "text"]);
    expect(current[1]).toMatchObject({ description: "About you", required: false });

    await openCard(user, "Section 1");
    await user.click(screen.getByRole("button", { name: "Move section 1 down" }));
    expect(current.map((q) => q.questionType)).toEqual(["text", "text", "section"]);
    await user.click(screen.getByRole("button", { name: "Delete section 1" }));
    expect(current.map((q) => q.questionType)).toEqual(["text", "text"]);
  });

  it("refuses to delete a question a later item's logic reads, and keeps it", async () => {
    const user = renderList([
      item("a", "text", { questionText: "Name" }),
      item("b", "text", {
        questionText: "Nickname",
        logic: { match: "all", conditions: [{ questionId: "a", operator: "answered" }] },
      }),
    ]);
    await user.click(screen.getByRole("button", { name: "Delete question 1" }));
    expect(
      await screen.findByText(
        '"Name" is used by the logic of a later question: change that logic first',
      ),
    ).toBeInTheDocument();
    expect(current).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Move question 1 down" }));
    expect(
      await screen.findByText("A condition can only refer to a question that comes before it"),
    ).toBeInTheDocument();
    expect(current.map((q) => q.key)).toEqual(["a", "b"]);
  });
});

describe("the logic editor", () => {
  it("builds a condition on an earlier question, never a section or a later one", async () => {
    const user = renderList([
      item("a", "number", { questionText: "Age" }),
      item("s", "section", { questionText: "Page two" }),
      item("b", "multipleChoice", { questionText: "Colour", options: ["Red", "Blue"] }),
      item("c", "text", { questionText: "Why?" }),
      item("d", "text", { questionText: "Later" }),
    ]);
    const card = region("Question 3");
    await openCard(user, "Question 3");
    await user.click(within(card).getByRole("button", { name: /^Logic/ }));
    expect(within(card).getByText(/This question is always shown/)).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Add condition" }));

    const questionSelect = within(card).getByRole("combobox", { name: "Condition 1 question" });
    expect(questionSelect).toHaveFocus();
    expect(questionSelect).toHaveTextContent("Colour");
    expect(within(card).getByRole("combobox", { name: "Condition 1 value" })).toHaveTextContent(
      "Red",
    );
    await user.click(questionSelect);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Age",
      "Colour",
    ]);
    await user.click(screen.getByRole("option", { name: "Age" }));

    const comparison = within(card).getByRole("combobox", { name: "Condition 1 comparison" });
    await user.click(comparison);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "is",
      "is not",
      "is greater than",
      "is less than",
      "is answered",
      "is not answered",
    ]);
    await user.click(screen.getByRole("option", { name: "is greater than" }));
    // No value yet: the shared rule's message shows beside the field.
    const value = within(card).getByRole("spinbutton", { name: "Condition 1 value" });
    expect(value).toHaveAttribute("aria-invalid", "true");
    expect(value).toHaveAccessibleDescription("Choose or enter a value to compare with");
    await user.type(value, "17");
    expect(value).not.toHaveAttribute("aria-invalid");
    expect(current[3]?.logic).toEqual({
      match: "all",
      conditions: [{ questionId: "a", operator: "greaterThan", value: 17 }],
    });

    await user.click(within(card).getByRole("button", { name: "Add condition" }));
    await choose(user, within(card).getByRole("combobox", { name: "Match" }), "any");
    await choose(
      user,
      within(card).getByRole("combobox", { name: "Condition 2 comparison" }),
      "is answered",
    );
    expect(within(card).queryByRole("combobox", { name: "Condition 2 value" })).toBeNull();
    expect(current[3]?.logic).toEqual({
      match: "any",
      conditions: [
        { questionId: "a", operator: "greaterThan", value: 17 },
        { questionId: "b", operator: "answered" },
      ],
    });

    await user.click(within(card).getByRole("button", { name: "Remove condition 1" }));
    expect(current[3]?.logic?.conditions).toEqual([{ questionId: "b", operator: "answered" }]);
    await user.click(within(card).getByRole("button", { name: "Remove logic" }));
    expect(current[3]?.logic).toBeNull();
  });

  it("offers no condition where nothing above can be read", async () => {
    const user = renderList([item("a", "text"), item("b", "text")]);
    const card = region("Question 1");
    await user.click(within(card).getByRole("button", { name: /^Logic/ }));
    expect(
      within(card).getByText(
        "This question is always shown. Logic can only use questions above it.",
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Add condition" })).toBeNull();
  });

  it("puts logic on a section too", async () => {
    const user = renderList([
      item("a", "checkbox", { questionText: "Pets", options: ["Cat", "Dog"] }),
      item("s", "section", { questionText: "Dogs" }),
    ]);
    const section = region("Section 1");
    await openCard(user, "Section 1");
    await user.click(within(section).getByRole("button", { name: /^Logic/ }));
    await user.click(within(section).getByRole("button", { name: "Add condition" }));
    await choose(
      user,
      within(section).getByRole("combobox", { name: "Condition 1 comparison" }),
      "contains",
    );
    await choose(user, within(section).getByRole("combobox", { name: "Condition 1 value" }), "Dog");
    expect(within(section).getByText("Show this section when")).toBeInTheDocument();
    expect(current[1]?.logic).toEqual({
      match: "all",
      conditions: [{ questionId: "a", operator: "contains", value: "Dog" }],
    });
  });
});

describe("quiz fields", () => {
  it("asks for points and feedback once a question has a correct answer", async () => {
    const user = renderList([item("a", "text", { questionText: "Capital of France" })]);
    const card = region("Question 1");
    expect(within(card).queryByLabelText("Points")).toBeNull();
    await user.click(within(card).getByRole("button", { name: "Answer key" }));
    await user.type(within(card).getByLabelText("Correct answer"), "Paris");
    const points = within(card).getByLabelText("Points");
    expect(points).toHaveValue(1);
    await user.clear(points);
    await user.type(points, "101");
    expect(points).toHaveAccessibleDescription("Points must be a whole number between 0 and 100");
    await user.clear(points);
    await user.type(points, "5");
    expect(points).not.toHaveAttribute("aria-invalid");
    await user.type(within(card).getByLabelText("Feedback for a right answer"), "Well done");
    expect(current[0]).toMatchObject({
      points: 5,
      feedback: { correct: "Well done", incorrect: "" },
    });
  });
});
