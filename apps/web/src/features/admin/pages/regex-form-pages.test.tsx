import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fail, mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { storeAdminSession } from "@/test/session-fixtures";
import { makePattern } from "../test/admin-fixtures";

const EMPTY_LIST = { body: { statusCode: 200, message: "OK", data: [], total: 0 } };

async function choosePatternType(user: UserEvent, type: string) {
  await user.click(screen.getByRole("combobox", { name: "Pattern Type" }));
  await user.click(await screen.findByRole("option", { name: type }));
}

const regexField = () => screen.getByLabelText("Regex") as HTMLInputElement;

/** Types text that user-event would read as key names ([, {). */
async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

beforeEach(() => storeAdminSession());
afterEach(() => vi.unstubAllGlobals());

describe("create regex form", () => {
  it("a preset fills and locks the Regex field; Other and None leave it editable", async () => {
    mockApi({});
    const { user } = await openRoute("/admin/regex/create");

    await choosePatternType(user, "Email");
    expect(regexField().value).toBe(
      "/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$/",
    );
    expect(regexField()).toHaveAttribute("readonly");
    expect(screen.getByText("Set by Email")).toBeInTheDocument();

    await choosePatternType(user, "Phone Number");
    expect(regexField().value).toBe("/^[0-9]{10}$/");
    expect(regexField()).toHaveAttribute("readonly");

    // Other replaces what a preset put there with its own (empty) value, and unlocks.
    await choosePatternType(user, "Other");
    expect(regexField().value).toBe("");
    expect(regexField()).not.toHaveAttribute("readonly");
    await enter(user, regexField(), "/^[A-Z]+$/");

    // None keeps the admin's own pattern and leaves it editable.
    await choosePatternType(user, "None");
    expect(regexField().value).toBe("/^[A-Z]+$/");
    expect(regexField()).not.toHaveAttribute("readonly");

    // Other does not overwrite the admin's own pattern either.
    await choosePatternType(user, "Other");
    expect(regexField().value).toBe("/^[A-Z]+$/");
  });

  it("Max Length bounds the preset, and out of 1–1000 warns", async () => {
    mockApi({});
    const { user } = await openRoute("/admin/regex/create");
    await choosePatternType(user, "Password");
    expect(regexField().value).toBe("/^[A-Za-z0-9]{8,}$/");

    const maxLength = screen.getByLabelText("Max Length");
    await user.type(maxLength, "20");
    expect(regexField().value).toBe("/^[A-Za-z0-9]{8,20}$/");

    await user.clear(maxLength);
    await user.type(maxLength, "1001");
    expect(await screen.findAllByText("Max Length must be between 1 and 1000")).not.toHaveLength(0);
    // 100 was in range on the way; 1001 is refused and leaves the bound at 100.
    expect(regexField().value).toBe("/^[A-Za-z0-9]{8,100}$/");

    await user.clear(maxLength);
    await user.type(maxLength, "5");
    expect(
      await screen.findByText("Max Length must be at least 8 for this pattern"),
    ).toBeInTheDocument();
  });

  it("checks the /pattern/flags form and the required fields", async () => {
    mockApi({});
    const { user } = await openRoute("/admin/regex/create");
    await user.type(regexField(), "^abc$");
    // The spec's message ends with a space.
    const message = await screen.findByText("Please enter a valid Regex pattern");
    expect(message.textContent).toBe("Please enter a valid Regex pattern ");
    await user.clear(regexField());
    await enter(user, regexField(), "/(abc/");
    expect(await screen.findByText("Please enter a valid Regex pattern")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(screen.getByText("Error message is required")).toBeInTheDocument();
  });

  it("creates with the spec's body, the pattern stored without slashes, then lists", async () => {
    const api = mockApi({
      "POST /api/admin/regex": ok(makePattern(1), "Regex pattern created successfully", 201),
      "GET /api/admin/regex": EMPTY_LIST,
    });
    const { user, router } = await openRoute("/admin/regex/create");
    await user.type(screen.getByLabelText("Title"), "Code");
    await enter(user, regexField(), "/^[a-z]{3}$/i");
    await user.type(screen.getByLabelText("Error Message"), "Three letters");
    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findByText("Regex pattern created successfully")).toBeInTheDocument();
    expect(api.callsTo("POST /api/admin/regex")[0]?.body).toEqual({
      title: "Code",
      regex: "(?i)^[a-z]{3}$",
      name: "Code",
      type: "default",
      maxLength: 0,
      isRequired: false,
      active: null,
      errorMessage: "Three letters",
    });
    expect(api.callsTo("POST /api/admin/regex")[0]?.headers.get("Authorization")).toBe(
      "Bearer admin-token",
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/regex"));
  });

  it("shows the server's refusal of an unsafe pattern on the Regex field", async () => {
    const why =
      "This pattern can take exponential time on some inputs (catastrophic backtracking). Simplify nested repetitions such as (a+)+.";
    mockApi({ "POST /api/admin/regex": fail(400, why, { regex: why }) });
    const { user, router } = await openRoute("/admin/regex/create");
    await user.type(screen.getByLabelText("Title"), "Bad");
    await user.type(regexField(), "/(a+)+$/");
    await user.type(screen.getByLabelText("Error Message"), "Nope");
    await user.click(screen.getByRole("button", { name: "Create" }));

    expect(await screen.findAllByText(why)).toHaveLength(2);
    expect(regexField()).toHaveAttribute("aria-invalid", "true");
    expect(router.state.location.pathname).toBe("/admin/regex/create");
  });
});

describe("edit regex form", () => {
  const stored = makePattern(7, { title: "Phone", regex: "(?i)^[0-9]{10}$" });
  const path = `/api/admin/regex/${stored._id}`;

  it("starts from the stored pattern; Update waits for a change and sends only what changed", async () => {
    const api = mockApi({
      [`GET ${path}`]: ok(stored),
      "PUT /api/admin/regex": ok(stored, "Regex pattern updated successfully"),
      "GET /api/admin/regex": EMPTY_LIST,
    });
    const { user, router } = await openRoute(`/admin/regex/edit/${stored._id}`);
    const title = await screen.findByLabelText("Title");
    await waitFor(() => expect(title).toHaveValue("Phone"));
    expect(regexField().value).toBe("/^[0-9]{10}$/i");
    const update = screen.getByRole("button", { name: "Update" });
    expect(update).toBeDisabled();

    // A change undone still enables Update, and saving it says there is nothing to save.
    await user.type(title, "s");
    await waitFor(() => expect(update).toBeEnabled());
    await user.type(title, "{Backspace}");
    await user.click(update);
    expect(await screen.findByText("No changes to update")).toBeInTheDocument();
    expect(api.callsTo("PUT /api/admin/regex")).toHaveLength(0);

    await user.clear(screen.getByLabelText("Error Message"));
    await user.type(screen.getByLabelText("Error Message"), "Ten digits please");
    await user.click(update);
    expect(await screen.findByText("Regex pattern updated successfully")).toBeInTheDocument();
    expect(api.callsTo("PUT /api/admin/regex")[0]?.body).toEqual({
      _id: stored._id,
      errorMessage: "Ten digits please",
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/regex"));
  });

  it("returns to the list when the pattern cannot be fetched", async () => {
    mockApi({
      [`GET ${path}`]: fail(404, "Regex pattern not found"),
      "GET /api/admin/regex": EMPTY_LIST,
    });
    const { router } = await openRoute(`/admin/regex/edit/${stored._id}`);
    expect(await screen.findByText("Failed to fetch regex pattern")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/regex"));
    expect(
      await within(screen.getByRole("main")).findByText("No regex patterns found"),
    ).toBeInTheDocument();
  });
});
