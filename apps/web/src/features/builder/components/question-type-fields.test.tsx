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

let current: QuestionDraft;

/** One question in the builder's list, its messages shown as after a refused save. */
function Builder({ initial }: { initial: QuestionDraft }) {
  const { state, dispatch } = useFormBuilder({
    title: "Survey",
    description: "",
    questions: [initial],
    hiddenFields: [],
    settings: DEFAULT_FORM_SETTINGS,
  });
  current = state.questions[0] ?? initial;
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

function renderQuestion(type: QuestionType, changes: Partial<QuestionDraft> = {}) {
  const question = {
    ...changeQuestionType(
      createQuestion(() => 1),
      type,
    ),
    ...changes,
  };
  render(
    <>
      <Builder initial={question} />
      <Toaster />
    </>,
  );
  return { user: userEvent.setup(), card: screen.getByRole("region", { name: "Question 1" }) };
}

describe("the answer type picker", () => {
  it("offers the eighteen types and the NPS and CSAT presets", async () => {
    const { user, card } = renderQuestion("text");
    await user.click(within(card).getByRole("combobox", { name: "Answer type" }));
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toHaveLength(20);
    expect(options.slice(6)).toEqual([
      "Dropdown",
      "Email",
      "Number",
      "Date",
      "Linear scale",
      "Grid",
      "Ranking",
      "Phone",
      "Consent",
      "Address",
      "Image choice",
      "Signature",
      "Net Promoter Score",
      "Customer satisfaction (CSAT)",
    ]);
    await user.click(screen.getByRole("option", { name: "Net Promoter Score" }));
    expect(current).toMatchObject({
      questionType: "linearScale",
      scaleMin: 0,
      scaleMax: 10,
      scaleMinLabel: "Not at all likely",
      scaleMaxLabel: "Extremely likely",
      scalePreset: "nps",
    });
    expect(within(card).getByRole("combobox", { name: "Scale starts at" })).toHaveTextContent("0");
    expect(within(card).getByLabelText("Label at 10 (optional)")).toHaveValue("Extremely likely");
  });

  it("makes a CSAT scale of 1 to 5 that forgets its preset once its range changes", async () => {
    const { user, card } = renderQuestion("text");
    await user.click(within(card).getByRole("combobox", { name: "Answer type" }));
    await user.click(screen.getByRole("option", { name: "Customer satisfaction (CSAT)" }));
    expect(current).toMatchObject({
      questionType: "linearScale",
      scaleMin: 1,
      scaleMax: 5,
      scaleMinLabel: "Very unsatisfied",
      scaleMaxLabel: "Very satisfied",
      scalePreset: "csat",
    });
    await user.click(within(card).getByRole("combobox", { name: "Scale starts at" }));
    await user.click(screen.getByRole("option", { name: "0" }));
    expect(current).toMatchObject({ scaleMin: 0, scalePreset: null });
  });
});

describe("the phone and consent editors", () => {
  it("keeps a phone question's default country and a consent's legal text", async () => {
    const phone = renderQuestion("phone");
    await phone.user.click(within(phone.card).getByRole("combobox", { name: "Default country" }));
    await phone.user.click(screen.getByRole("option", { name: "Peru" }));
    expect(current?.validations).toEqual({ defaultCountry: "PE" });
  });

  it("asks a consent question for the text to agree to", async () => {
    const { user, card } = renderQuestion("consent");
    expect(current?.required).toBe(true);
    await user.type(within(card).getByLabelText("Text to agree to"), "I accept.");
    expect(current?.description).toBe("I accept.");
  });
});

describe("the address editor", () => {
  it("sets each part required, optional or hidden, and the country list's default", async () => {
    const { user, card } = renderQuestion("address");
    await user.click(within(card).getByRole("combobox", { name: "Address line 2" }));
    await user.click(screen.getByRole("option", { name: "Hidden" }));
    expect(current?.validations.addressParts).toMatchObject({
      line2: "hidden",
      street: "required",
    });
    await user.click(within(card).getByRole("combobox", { name: "Default country" }));
    await user.click(screen.getByRole("option", { name: "Peru" }));
    expect(current?.validations).toMatchObject({ defaultCountry: "PE" });
  });
});

describe("the dropdown editor", () => {
  it("turns a pasted list into one option per line and focuses the last", async () => {
    const { user, card } = renderQuestion("dropdown");
    expect(
      within(card).getByText("Up to 100 options; paste a list to add one per line"),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole("textbox", { name: "Option 1" }));
    await user.paste("Red\nGreen\n\nBlue");
    expect(current.options).toEqual(["Red", "Green", "Blue"]);
    expect(within(card).getByRole("textbox", { name: "Option 3" })).toHaveFocus();
  });

  it("keeps a single line pasted as ordinary text", async () => {
    const { user, card } = renderQuestion("dropdown");
    await user.clear(within(card).getByRole("textbox", { name: "Option 1" }));
    await user.paste("Teal");
    expect(current.options).toEqual(["Teal"]);
  });

  it("marks one correct option", async () => {
    const { user, card } = renderQuestion("dropdown", { options: ["Red", "Green"] });
    await user.click(within(card).getByRole("button", { name: "Answer key" }));
    await user.click(within(card).getByRole("button", { name: "Correct answer: Red" }));
    await user.click(within(card).getByRole("button", { name: "Correct answer: Green" }));
    expect(current.correctAnswer).toEqual(["Green"]);
  });
});

describe("the ranking editor", () => {
  it("sets a correct order from the options and moves an option with its buttons", async () => {
    const { user, card } = renderQuestion("ranking", { options: ["Price", "Speed", "Support"] });
    await user.click(within(card).getByRole("button", { name: "Answer key" }));
    expect(
      within(card).getByText("2 to 10 options; paste a list to add one per line"),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole("switch", { name: "Set correct order" }));
    expect(current.correctAnswer).toEqual(["Price", "Speed", "Support"]);

    await user.click(within(card).getByRole("button", { name: "Move Support up" }));
    expect(current.correctAnswer).toEqual(["Price", "Support", "Speed"]);
    expect(within(card).getByRole("button", { name: "Move Support up" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(current.correctAnswer).toEqual(["Support", "Price", "Speed"]);
    // At the top its up button is disabled, so focus goes to its down button.
    expect(within(card).getByRole("button", { name: "Move Support down" })).toHaveFocus();

    await user.click(within(card).getByRole("button", { name: "Add Option" }));
    expect(current.correctAnswer).toEqual(["Support", "Price", "Speed", "Option 4"]);
    await user.click(within(card).getByRole("switch", { name: "Set correct order" }));
    expect(current.correctAnswer).toEqual([]);
  });
});

describe("the grid editor", () => {
  it("adds rows and columns, focusing each new one, and removes them", async () => {
    const { user, card } = renderQuestion("matrix");
    await user.click(within(card).getByRole("button", { name: "Add Row" }));
    expect(within(card).getByRole("textbox", { name: "Row 2" })).toHaveFocus();
    await user.keyboard("{Control>}a{/Control}Speed");
    await user.click(within(card).getByRole("button", { name: "Add Column" }));
    expect(within(card).getByRole("textbox", { name: "Column 3" })).toHaveFocus();
    expect(current.rows).toEqual(["Row 1", "Speed"]);
    expect(current.options).toEqual(["Column 1", "Column 2", "Column 3"]);

    await user.click(within(card).getByRole("button", { name: "Delete row 1" }));
    expect(current.rows).toEqual(["Speed"]);
    await user.click(within(card).getByRole("button", { name: "Delete row 1" }));
    expect(await screen.findByText("Grids must have at least 1 row")).toBeInTheDocument();
    expect(current.rows).toEqual(["Speed"]);
  });

  it("chooses a correct column per row, asks for every row, and clears on a second click", async () => {
    const { user, card } = renderQuestion("matrix", {
      rows: ["Design", "Speed"],
      options: ["Poor", "Good"],
    });
    await user.click(within(card).getByRole("button", { name: "Answer key" }));
    await user.click(within(card).getByRole("radio", { name: "Design: Good" }));
    expect(current.correctAnswer).toEqual(["Good", ""]);
    expect(
      within(card).getByText("Choose a correct column for every row, or for none"),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole("radio", { name: "Speed: Poor" }));
    expect(current.correctAnswer).toEqual(["Good", "Poor"]);
    expect(within(card).queryByText(/Choose a correct column for every row, or/)).toBeNull();

    await user.click(within(card).getByRole("radio", { name: "Speed: Poor" }));
    await user.click(within(card).getByRole("radio", { name: "Design: Good" }));
    expect(current.correctAnswer).toEqual([]);
  });

  it("shows a blank row's message beside it", async () => {
    const { user, card } = renderQuestion("matrix");
    await user.clear(within(card).getByRole("textbox", { name: "Row 1" }));
    expect(within(card).getByText("Rows cannot be blank")).toBeInTheDocument();
    expect(within(card).getByRole("textbox", { name: "Row 1" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });
});

describe("the linear scale editor", () => {
  it("sets its ends, labels and a correct value, and flags a value left off the scale", async () => {
    const { user, card } = renderQuestion("linearScale");
    await user.click(within(card).getByRole("button", { name: "Answer key" }));
    await user.click(within(card).getByRole("combobox", { name: "Scale ends at" }));
    await user.click(screen.getByRole("option", { name: "7" }));
    await user.type(within(card).getByLabelText("Label at 1 (optional)"), "Hard");
    await user.type(within(card).getByLabelText("Label at 7 (optional)"), "Easy");
    await user.click(within(card).getByRole("combobox", { name: "Correct answer" }));
    await user.click(screen.getByRole("option", { name: "6" }));
    expect(current).toMatchObject({
      scaleMin: 1,
      scaleMax: 7,
      scaleMinLabel: "Hard",
      scaleMaxLabel: "Easy",
      correctAnswer: ["6"],
    });

    await user.click(within(card).getByRole("combobox", { name: "Scale ends at" }));
    await user.click(screen.getByRole("option", { name: "4" }));
    expect(
      within(card).getByText("The correct answer must be a value on the scale"),
    ).toBeInTheDocument();
  });

  it("keeps end labels to 40 characters", () => {
    const { card } = renderQuestion("linearScale");
    expect(within(card).getByLabelText("Label at 1 (optional)")).toHaveAttribute("maxlength", "40");
  });
});

describe("the number editor", () => {
  it("sets bounds and whole numbers, with messages beside the fields", async () => {
    const { user, card } = renderQuestion("number");
    await user.click(within(card).getByRole("button", { name: "Answer key" }));
    await user.type(within(card).getByLabelText("Minimum (optional)"), "10");
    await user.type(within(card).getByLabelText("Maximum (optional)"), "5");
    expect(
      within(card).getByText("The minimum must not be greater than the maximum"),
    ).toBeInTheDocument();
    expect(within(card).getByLabelText("Maximum (optional)")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await user.clear(within(card).getByLabelText("Maximum (optional)"));
    expect(current.validations).toEqual({ min: 10 });

    await user.clear(within(card).getByLabelText("Minimum (optional)"));
    await user.paste("1.5");
    expect(current.validations).toEqual({ min: 1.5 });
    await user.click(within(card).getByRole("switch", { name: "Whole numbers only" }));
    expect(
      within(card).getByText("Bounds must be whole numbers when only whole numbers are allowed"),
    ).toBeInTheDocument();

    await user.type(within(card).getByLabelText("Correct answer"), "ten");
    expect(
      within(card).getByText("The correct answer must be a number that fits the question's limits"),
    ).toBeInTheDocument();
  });
});

describe("the date editor", () => {
  it("sets the earliest and latest dates and a correct date within them", async () => {
    const { user, card } = renderQuestion("date");
    await user.click(within(card).getByRole("button", { name: "Answer key" }));
    await user.type(within(card).getByLabelText("Earliest date (optional)"), "2026-03-01");
    await user.type(within(card).getByLabelText("Latest date (optional)"), "2026-01-01");
    expect(
      within(card).getByText("The earliest date must not be after the latest date"),
    ).toBeInTheDocument();
    await user.clear(within(card).getByLabelText("Latest date (optional)"));
    expect(current.validations).toEqual({ minDate: "2026-03-01" });

    await user.type(within(card).getByLabelText("Correct answer"), "2026-02-01");
    expect(
      within(card).getByText(
        "The correct answer must be a date (YYYY-MM-DD) within the question's limits",
      ),
    ).toBeInTheDocument();
  });
});

describe("the text editors", () => {
  it("set a minimum and maximum length beside the pattern", async () => {
    const { user, card } = renderQuestion("paragraph");
    expect(within(card).getByRole("combobox", { name: "Validation" })).toBeInTheDocument();
    await user.type(within(card).getByLabelText("Minimum length (optional)"), "30");
    await user.type(within(card).getByLabelText("Maximum length (optional)"), "3");
    expect(
      within(card).getByText("The minimum length must not be greater than the maximum length"),
    ).toBeInTheDocument();
    await user.type(within(card).getByLabelText("Maximum length (optional)"), "00");
    expect(current.validations).toEqual({ minLength: 30, maxLength: 300 });
  });

  it("shows an email question's rule and nothing to set", () => {
    const { card } = renderQuestion("email");
    expect(within(card).getByText("Respondents must enter a valid email address.")).toBeVisible();
    expect(within(card).queryAllByRole("textbox")).toHaveLength(1);
  });
});
