import type { Workspace } from "@formloom/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { renderRoute } from "@/test/render-route";
import { storeUserSession } from "@/test/session-fixtures";
import { TEAM_WORKSPACE, workspacesReply } from "@/test/workspace-fixtures";

const NEW_WORKSPACE: Workspace = { ...TEAM_WORKSPACE, _id: "w-new", name: "Clinic", role: "owner" };

function mockDashboard() {
  return mockApi({
    ...workspacesReply(TEAM_WORKSPACE),
    "GET /api/forms": { body: { statusCode: 200, message: "ok", data: [], total: 0 } },
    "POST /api/workspaces": ok(NEW_WORKSPACE, "Created", 201),
  });
}

const openSwitcher = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(await screen.findByRole("button", { name: `Workspace: ${name}` }));
  return screen.findByRole("menu");
};

describe("the workspace switcher", () => {
  it("shows the personal workspace by its translated name and switches to a team's dashboard", async () => {
    storeUserSession();
    mockDashboard();
    const user = userEvent.setup();
    const { router } = renderRoute("/dashboard");

    const menu = await openSwitcher(user, "Personal");
    const items = within(menu).getAllByRole("menuitemradio");
    expect(items.map((item) => item.textContent)).toEqual(["PersonalOwner", "Research LabEditor"]);
    expect(items[0]).toHaveAttribute("aria-checked", "true");
    // A personal workspace has no settings to open.
    expect(within(menu).queryByRole("menuitem", { name: "Workspace settings" })).toBeNull();

    await user.click(items[1] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe("?workspace=w-team"));
    expect(router.state.location.pathname).toBe("/dashboard");

    const teamMenu = await openSwitcher(user, "Research Lab");
    expect(within(teamMenu).getByRole("menuitem", { name: "Workspace settings" })).toHaveAttribute(
      "href",
      "/workspaces/w-team/settings",
    );
  });

  it("creates a team workspace from its name and opens it", async () => {
    storeUserSession();
    const api = mockDashboard();
    const user = userEvent.setup();
    const { router } = renderRoute("/dashboard");

    const menu = await openSwitcher(user, "Personal");
    await user.click(within(menu).getByRole("menuitem", { name: "Create workspace…" }));
    const dialog = await screen.findByRole("dialog", { name: "Create a workspace" });
    await user.click(within(dialog).getByRole("button", { name: "Create workspace" }));
    expect(await within(dialog).findByText("Enter a name for the workspace")).toBeVisible();
    expect(api.callsTo("POST /api/workspaces")).toHaveLength(0);

    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "  Clinic ");
    await user.click(within(dialog).getByRole("button", { name: "Create workspace" }));
    await waitFor(() => expect(router.state.location.search).toBe("?workspace=w-new"));
    expect(api.callsTo("POST /api/workspaces")[0]?.body).toEqual({ name: "Clinic" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
