import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderQuestion } from "../testing/render-question";

const RANKING = {
  questionType: "ranking" as const,
  questionText: "Rank these fruits",
  options: ["Apple", "Banana", "Cherry"],
};

const shownOrder = () =>
  within(screen.getByRole("list", { name: /Rank these fruits/ }))
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("data-option"));

/** The question, once its lazily loaded control is on screen. */
async function renderRanking(fields: Partial<typeof RANKING> & { required?: boolean } = {}) {
  const rendered = renderQuestion({ ...RANKING, ...fields });
  await screen.findByRole("list", { name: /Rank these fruits/ });
  return rendered;
}

describe("RankingAnswer", () => {
  it("lists every option with a drag handle and move buttons named by the option", async () => {
    await renderRanking();
    expect(shownOrder()).toEqual(RANKING.options);
    expect(screen.getByRole("button", { name: "Drag to reorder Banana" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Move Apple up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Cherry down" })).toBeDisabled();
    expect(screen.getByText("Not ranked yet")).toBeVisible();
  });

  it("moves an option with its buttons, keeping focus on the moved option's button", async () => {
    const { user, lastAnswer } = await renderRanking();
    screen.getByRole("button", { name: "Move Cherry up" }).focus();
    await user.keyboard("{Enter}");
    expect(shownOrder()).toEqual(["Apple", "Cherry", "Banana"]);
    expect(lastAnswer()).toEqual(["Apple", "Cherry", "Banana"]);
    expect(screen.getByRole("button", { name: "Move Cherry up" })).toHaveFocus();
    // At the top, its up button is disabled: focus goes to its down button.
    await user.keyboard("{Enter}");
    expect(lastAnswer()).toEqual(["Cherry", "Apple", "Banana"]);
    expect(screen.getByRole("button", { name: "Move Cherry down" })).toHaveFocus();
    expect(screen.getByText("Cherry moved to position 1 of 3.")).toBeInTheDocument();
    expect(screen.getByText("Ranked")).toBeVisible();
  });

  it("answers nothing until touched: a required ranking asks, and Keep this order answers", async () => {
    const { user, lastAnswer } = await renderRanking({ required: true });
    const keep = screen.getByRole("button", { name: "Keep this order" });
    keep.focus();
    await user.tab();
    expect(screen.getByRole("alert")).toHaveTextContent("Please answer all required questions");
    await user.click(keep);
    expect(lastAnswer()).toEqual(RANKING.options);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(keep).toHaveFocus();
    expect(keep).toHaveAttribute("aria-disabled", "true");
    expect(screen.queryByRole("button", { name: "Clear ranking" })).toBeNull();
  });

  it("clears an optional ranking back to unanswered, focus on Keep this order", async () => {
    const { user, lastAnswer } = await renderRanking();
    await user.click(screen.getByRole("button", { name: "Move Apple down" }));
    await user.click(screen.getByRole("button", { name: "Clear ranking" }));
    expect(lastAnswer()).toBeUndefined();
    expect(shownOrder()).toEqual(RANKING.options);
    expect(screen.getByRole("button", { name: "Keep this order" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Keep this order" })).not.toHaveAttribute(
      "aria-disabled",
    );
  });
});
