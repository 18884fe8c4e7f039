import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { renderRoute } from "@/test/render-route";
import { storeUserSession } from "@/test/session-fixtures";

// The builder's variables, a question's calculations and the endings, as an owner makes them,
// and what the saved form carries.

function renderBuilder() {
  storeUserSession();
  const api = mockApi({
    "GET /api/admin/regex": ok([]),
    "POST /api/forms": ok({}, "Saved", 201),
  });
  return { api, ...renderRoute("/forms/new") };
}

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, combobox: HTMLElement, name: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole("option", { name }));
}

async function replaceText(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

afterEach(() => vi.unstubAllGlobals());

describe("the builder's calculations", () => {
  it("saves a variable, an option's calculation and an ending with a condition", async () => {
    const user = userEvent.setup();
    const { api, router } = renderBuilder();
    await user.type(await screen.findByPlaceholderText("Form Title"), "Mugs");

    const question = screen.getByRole("region", { name: "Question 1" });
    // No variable yet: the card offers no calculations.
    expect(within(question).queryByRole("button", { name: "Add calculation" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add variable" }));
    await replaceText(user, screen.getByLabelText("Variable 1 name"), "total");

    await choose(user, within(question).getByLabelText("Answer type"), "Multiple Choice");
    await replaceText(user, within(question).getByLabelText("Option 1"), "Small");
    await user.click(within(question).getByRole("button", { name: "Add calculation" }));
    await replaceText(user, within(question).getByLabelText("Calculation 1 value"), "10");
    expect(within(question).getByLabelText("Calculation 1 option")).toHaveTextContent("Small");

    await user.click(screen.getByRole("button", { name: "Add ending" }));
    const ending = screen.getByRole("region", { name: "Ending 1" });
    expect(within(ending).getByLabelText("Condition 1 question")).toHaveTextContent(
      "Variable: total",
    );
    await choose(user, within(ending).getByLabelText("Condition 1 comparison"), "is greater than");
    await replaceText(user, within(ending).getByLabelText("Condition 1 value"), "5");
    await replaceText(user, within(ending).getByLabelText("Message"), "Total: ");
    await user.click(within(ending).getByRole("button", { name: "Insert total" }));
    expect(within(ending).getByLabelText("Message")).toHaveValue("Total: {{var:total}}");

    await user.click(screen.getByRole("button", { name: "Save Form" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    const [save] = api.callsTo("POST /api/forms");
    const body = save?.body as { questions: { key: string }[]; settings: unknown };
    const key = body.questions[0]?.key;
    expect((body.settings as { calculations: unknown }).calculations).toEqual({
      variables: [{ name: "total", kind: "number", start: 0 }],
      rules: [{ questionId: key, option: "Small", variable: "total", operation: "add", value: 10 }],
      endings: [
        {
          message: "Total: {{var:total}}",
          redirectUrl: null,
          logic: {
            match: "all",
            conditions: [{ questionId: "var:total", operator: "greaterThan", value: 5 }],
          },
        },
      ],
    });
  }, 60_000);

  it("renaming a variable renames its calculations; a text variable only sets", async () => {
    const user = userEvent.setup();
    renderBuilder();
    await user.click(await screen.findByRole("button", { name: "Add variable" }));
    const question = screen.getByRole("region", { name: "Question 1" });
    await choose(user, within(question).getByLabelText("Answer type"), "Number");
    await user.click(within(question).getByRole("button", { name: "Add calculation" }));
    expect(within(question).getByText("the answer")).toBeInTheDocument();
    await replaceText(user, screen.getByLabelText("Variable 1 name"), "points");
    expect(within(question).getByLabelText("Calculation 1 variable")).toHaveTextContent("points");

    await choose(user, screen.getByLabelText("Variable 1 kind"), "Text");
    await user.click(within(question).getByLabelText("Calculation 1 operation"));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["= set to"]);
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "Remove variable points" }));
    expect(within(question).queryByLabelText("Calculation 1 variable")).toBeNull();
  }, 60_000);
});
