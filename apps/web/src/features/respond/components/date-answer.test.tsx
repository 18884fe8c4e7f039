import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderQuestion } from "../testing/render-question";

const TRIP = {
  questionType: "date" as const,
  questionText: "Arrival",
  validations: { minDate: "2030-06-01", maxDate: "2030-06-30" },
};

describe("DateAnswer", () => {
  it("is a date field bounded by the owner's dates, with them as a hint", () => {
    renderQuestion(TRIP);
    const input = screen.getByLabelText("Arrival");
    expect(input).toHaveAttribute("type", "date");
    expect(input).toHaveAttribute("min", "2030-06-01");
    expect(input).toHaveAttribute("max", "2030-06-30");
    expect(input).toHaveAccessibleDescription(/^A date from .*2030 to .*2030\.$/);
  });

  it("answers YYYY-MM-DD, and says when the date is out of bounds", async () => {
    const { user, lastAnswer } = renderQuestion(TRIP);
    const input = screen.getByLabelText("Arrival");
    // jsdom has no date picker to type into: the value arrives as the browser would set it.
    fireEvent.change(input, { target: { value: "2030-07-02" } });
    expect(lastAnswer()).toBe("2030-07-02");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Please choose a date on or before 2030-06-30",
    );
    fireEvent.change(input, { target: { value: "2030-05-31" } });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Please choose a date on or after 2030-06-01",
    );
    fireEvent.change(input, { target: { value: "2030-06-15" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(lastAnswer()).toBe("2030-06-15");

    fireEvent.change(input, { target: { value: "" } });
    expect(lastAnswer()).toBeUndefined();
    await user.tab();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("asks for a required date when focus leaves it empty", async () => {
    const { user } = renderQuestion({ ...TRIP, required: true });
    await user.tab();
    expect(screen.getByLabelText(/Arrival/)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("alert")).toHaveTextContent("Please answer all required questions");
  });
});
