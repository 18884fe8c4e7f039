import { READY_THEMES } from "@formloom/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { renderThemeSettings } from "@/test/render-theme-settings";
import { storeUserSession } from "@/test/session-fixtures";
import { TEAM_WORKSPACE_ID } from "@/test/workspace-fixtures";

beforeEach(() => {
  storeUserSession();
  mockApi({ [`GET /api/workspaces/${TEAM_WORKSPACE_ID}/themes`]: ok([]) });
});
afterEach(() => vi.unstubAllGlobals());

const PASSES = "Every colour pair reaches WCAG AA contrast.";

describe("the Theme settings", () => {
  it("starts from a ready-made theme, and back to the product's look", async () => {
    const user = userEvent.setup();
    const panel = renderThemeSettings();
    expect(screen.getByRole("button", { name: "Formloom's look" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.queryByRole("group", { name: "Light colours" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Forest" }));
    expect(panel.settings().theme).toEqual(
      READY_THEMES.find((ready) => ready.id === "forest")?.theme,
    );
    expect(screen.getByRole("group", { name: "Light colours" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Dark colours" })).toBeInTheDocument();
    expect(screen.getByText(PASSES)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Formloom's look" }));
    expect(panel.settings().theme).toBeNull();
  });

  it("names a failing pair and fixes it with one click", async () => {
    const user = userEvent.setup();
    const panel = renderThemeSettings();
    await user.click(screen.getByRole("button", { name: "Classic" }));
    const light = screen.getByRole("group", { name: "Light colours" });
    fireEvent.change(within(light).getByLabelText("Text"), { target: { value: "#777777" } });

    expect(
      screen.getByText("Light colours: text on the background, 4.48:1 (needs 4.5:1)"),
    ).toBeInTheDocument();
    expect(within(light).getByLabelText("Text")).toHaveAttribute("aria-invalid", "true");

    await user.click(screen.getByRole("button", { name: /^Set Text to #[0-9a-f]{6}$/ }));
    expect(screen.getByText(PASSES)).toBeInTheDocument();
    expect(panel.settings().theme?.light.text).not.toBe("#777777");
  });

  it("shows only the palette of a theme that is always light", async () => {
    const user = userEvent.setup();
    renderThemeSettings();
    await user.click(screen.getByRole("button", { name: "Sunset" }));
    expect(screen.getByRole("group", { name: "Light colours" })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Dark colours" })).not.toBeInTheDocument();
  });
});
