import { DEFAULT_FORM_SETTINGS, type FormSettings, READY_THEMES } from "@formloom/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render as renderPanel, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactElement, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { storeUserSession } from "@/test/session-fixtures";
import { TEAM_WORKSPACE_ID } from "@/test/workspace-fixtures";
import { ThemeSettings } from "./theme-settings";

let current: FormSettings;

function Panel() {
  const [settings, setSettings] = useState<FormSettings>(DEFAULT_FORM_SETTINGS);
  current = settings;
  return (
    <ThemeSettings
      settings={settings}
      error={() => undefined}
      onChange={(changes) => setSettings((previous) => ({ ...previous, ...changes }))}
      workspaceId={TEAM_WORKSPACE_ID}
    />
  );
}

function render(panel: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderPanel(<QueryClientProvider client={client}>{panel}</QueryClientProvider>);
}

beforeEach(() => {
  storeUserSession();
  mockApi({ [`GET /api/workspaces/${TEAM_WORKSPACE_ID}/themes`]: ok([]) });
});
afterEach(() => vi.unstubAllGlobals());

const PASSES = "Every colour pair reaches WCAG AA contrast.";

describe("the Theme settings", () => {
  it("starts from a ready-made theme, and back to the product's look", async () => {
    const user = userEvent.setup();
    render(<Panel />);
    expect(screen.getByRole("button", { name: "Formloom's look" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.queryByRole("group", { name: "Light colours" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Forest" }));
    expect(current.theme).toEqual(READY_THEMES.find((ready) => ready.id === "forest")?.theme);
    expect(screen.getByRole("group", { name: "Light colours" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Dark colours" })).toBeInTheDocument();
    expect(screen.getByText(PASSES)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Formloom's look" }));
    expect(current.theme).toBeNull();
  });

  it("names a failing pair and fixes it with one click", async () => {
    const user = userEvent.setup();
    render(<Panel />);
    await user.click(screen.getByRole("button", { name: "Classic" }));
    const light = screen.getByRole("group", { name: "Light colours" });
    fireEvent.change(within(light).getByLabelText("Text"), { target: { value: "#777777" } });

    expect(
      screen.getByText("Light colours: text on the background, 4.48:1 (needs 4.5:1)"),
    ).toBeInTheDocument();
    expect(within(light).getByLabelText("Text")).toHaveAttribute("aria-invalid", "true");

    await user.click(screen.getByRole("button", { name: /^Set Text to #[0-9a-f]{6}$/ }));
    expect(screen.getByText(PASSES)).toBeInTheDocument();
    expect(current.theme?.light.text).not.toBe("#777777");
  });

  it("shows only the palette of a theme that is always light", async () => {
    const user = userEvent.setup();
    render(<Panel />);
    await user.click(screen.getByRole("button", { name: "Sunset" }));
    expect(screen.getByRole("group", { name: "Light colours" })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Dark colours" })).not.toBeInTheDocument();
  });
});
