import {
  type FormTheme,
  READY_THEMES,
  SAVED_THEME_MESSAGES,
  type SavedTheme,
} from "@formloom/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failWith, mockApi, ok } from "@/test/mock-api";
import { renderThemeSettings } from "@/test/render-theme-settings";
import { storeUserSession } from "@/test/session-fixtures";
import { TEAM_WORKSPACE_ID } from "@/test/workspace-fixtures";

const THEMES = `/api/workspaces/${TEAM_WORKSPACE_ID}/themes`;
// Classic, Ocean, Forest: the first three ready-made themes.
const [CLASSIC, OCEAN, FOREST] = READY_THEMES.map((ready) => ready.theme) as [
  FormTheme,
  FormTheme,
  FormTheme,
];
const BRAND: SavedTheme = {
  _id: "0193a000-0000-7000-8000-0000000000f1",
  name: "Brand",
  // Read back from the database, the keys may come in another order: it is the same theme.
  theme: {
    ...OCEAN,
    light: {
      accent: OCEAN.light.accent,
      text: OCEAN.light.text,
      background: OCEAN.light.background,
    },
  },
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
};

const yourThemes = () => screen.getByRole("group", { name: "Your themes" });

beforeEach(() => storeUserSession());
afterEach(() => vi.unstubAllGlobals());

describe("Your themes", () => {
  it("applies a saved theme as the form's own copy, shown pressed", async () => {
    const user = userEvent.setup();
    mockApi({ [`GET ${THEMES}`]: ok([BRAND]) });
    const panel = renderThemeSettings();
    const brand = await within(yourThemes()).findByRole("button", { name: "Brand" });
    expect(brand).toHaveAttribute("aria-pressed", "false");

    await user.click(brand);
    expect(panel.settings().theme).toEqual(OCEAN);
    expect(brand).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: /^Ocean$/ })).toHaveAttribute("aria-pressed", "true");
  });

  it("says when there are none yet, and offers saving only once the form has a theme", async () => {
    const user = userEvent.setup();
    mockApi({ [`GET ${THEMES}`]: ok([]) });
    renderThemeSettings();
    expect(await within(yourThemes()).findByText(/^No saved themes yet\./)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save as theme…" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Forest" }));
    expect(screen.getByRole("button", { name: "Save as theme…" })).toBeInTheDocument();
  });

  it("says when they could not be loaded, and loads them again on Try again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockApi({
      [`GET ${THEMES}`]: () => {
        calls += 1;
        return calls === 1 ? failWith("DATABASE_UNAVAILABLE", "Down") : ok([BRAND]);
      },
    });
    renderThemeSettings();
    const alert = await within(yourThemes()).findByRole("alert");
    expect(alert).toHaveTextContent("Your themes could not be loaded.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(yourThemes()).findByRole("button", { name: "Brand" })).toBeInTheDocument();
  });

  it("saves the form's theme under a name, and says a name taken in the dialog", async () => {
    const user = userEvent.setup();
    let saved: SavedTheme[] = [];
    const api = mockApi({
      [`GET ${THEMES}`]: () => ok(saved),
      [`POST ${THEMES}`]: ({ body }) => {
        const { name } = body as { name: string };
        if (name === "Brand") {
          return failWith("SAVED_THEME_NAME_TAKEN", SAVED_THEME_MESSAGES.nameTaken);
        }
        saved = [{ ...BRAND, name, theme: FOREST }];
        return ok(saved[0], "Theme saved", 201);
      },
    });
    renderThemeSettings();
    await user.click(screen.getByRole("button", { name: "Forest" }));
    await user.click(screen.getByRole("button", { name: "Save as theme…" }));
    const dialog = screen.getByRole("dialog", { name: "Save as theme" });
    await user.click(within(dialog).getByRole("button", { name: "Save theme" }));
    expect(within(dialog).getByText("Enter a name for the theme")).toBeInTheDocument();
    expect(api.callsTo(`POST ${THEMES}`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Theme name"), "Brand");
    await user.click(within(dialog).getByRole("button", { name: "Save theme" }));
    expect(
      await within(dialog).findByText(
        "This workspace already has a theme with this name: choose another name",
      ),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText("Theme name"));
    await user.type(within(dialog).getByLabelText("Theme name"), "Greenhouse");
    await user.click(within(dialog).getByRole("button", { name: "Save theme" }));
    expect(await within(yourThemes()).findByRole("button", { name: "Greenhouse" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.queryByRole("dialog", { name: "Save as theme" })).not.toBeInTheDocument();
    expect(api.callsTo(`POST ${THEMES}`).at(-1)?.body).toEqual({
      name: "Greenhouse",
      theme: FOREST,
    });
  });

  it("refuses to save a theme whose colours fail the contrast check, before asking the server", async () => {
    const user = userEvent.setup();
    const api = mockApi({ [`GET ${THEMES}`]: ok([]) });
    const panel = renderThemeSettings();
    await user.click(screen.getByRole("button", { name: "Classic" }));
    const light = screen.getByRole("group", { name: "Light colours" });
    fireEvent.change(within(light).getByLabelText("Text"), { target: { value: "#eeeeee" } });
    await user.click(screen.getByRole("button", { name: "Save as theme…" }));
    const dialog = screen.getByRole("dialog", { name: "Save as theme" });
    await user.type(within(dialog).getByLabelText("Theme name"), "Pale");
    await user.click(within(dialog).getByRole("button", { name: "Save theme" }));
    expect(
      within(dialog).getByText("Some colours are too close to read: fix them before saving."),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST ${THEMES}`)).toHaveLength(0);
    expect(panel.settings().theme?.light).not.toEqual(CLASSIC.light);
  });

  it("renames a saved theme and deletes one after asking", async () => {
    const user = userEvent.setup();
    let saved = [BRAND];
    const one = `${THEMES}/${BRAND._id}`;
    const api = mockApi({
      [`GET ${THEMES}`]: () => ok(saved),
      [`PATCH ${one}`]: ({ body }) => {
        saved = [{ ...BRAND, ...(body as { name: string }) }];
        return ok(saved[0]);
      },
      [`DELETE ${one}`]: () => {
        saved = [];
        return ok(null, "Theme deleted");
      },
    });
    renderThemeSettings();
    await user.click(await screen.findByRole("button", { name: "Rename Brand" }));
    const rename = screen.getByRole("dialog", { name: "Rename theme" });
    const name = within(rename).getByLabelText("Theme name");
    expect(name).toHaveValue("Brand");
    await user.clear(name);
    await user.type(name, "Brand 2027");
    await user.click(within(rename).getByRole("button", { name: "Rename" }));
    expect(await within(yourThemes()).findByRole("button", { name: "Brand 2027" })).toBeVisible();
    expect(api.callsTo(`PATCH ${one}`)[0]?.body).toEqual({ name: "Brand 2027" });

    await user.click(screen.getByRole("button", { name: "Delete Brand 2027" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete the theme “Brand 2027”?" });
    expect(confirm).toHaveTextContent("Forms that use it keep their look");
    await user.click(within(confirm).getByRole("button", { name: "Delete theme" }));
    expect(await within(yourThemes()).findByText(/^No saved themes yet\./)).toBeInTheDocument();
    expect(api.callsTo(`DELETE ${one}`)).toHaveLength(1);
  });
});
