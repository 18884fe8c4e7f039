import type { Workspace, WorkspaceMember } from "@formloom/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { PROFILE_USER, storeUserSession, USER_DATA } from "@/test/session-fixtures";
import { TEAM_WORKSPACE_ID, teamWorkspace, workspacesReply } from "@/test/workspace-fixtures";

const SETTINGS_PATH = `/workspaces/${TEAM_WORKSPACE_ID}/settings`;

const member = (fields: Partial<WorkspaceMember>): WorkspaceMember => ({
  userId: USER_DATA.user?._id ?? "u-1",
  name: "Ada Lovelace",
  email: "ada@example.com",
  role: "owner",
  hasTwoFactor: true,
  joinedAt: "2026-01-06T10:00:00.000Z",
  ...fields,
});

const MEMBERS = [
  member({}),
  member({ userId: "u-2", name: "Grace Hopper", email: "grace@example.com", hasTwoFactor: false }),
];

function mockWorkspace(workspace: Workspace, { twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  return mockApi({
    ...workspacesReply(workspace),
    "GET /api/users/me": ok({ ...PROFILE_USER, twoFactorEnabled }),
    [`GET /api/workspaces/${TEAM_WORKSPACE_ID}/members`]: ok(MEMBERS),
    [`GET /api/workspaces/${TEAM_WORKSPACE_ID}/invitations`]: ok([]),
    [`PATCH /api/workspaces/${TEAM_WORKSPACE_ID}/settings`]: (call) =>
      ok({ ...workspace, ...(call.body as object) }),
    [`DELETE /api/workspaces/${TEAM_WORKSPACE_ID}/members/u-1`]: ok(null),
  });
}

beforeEach(() => storeUserSession());
afterEach(() => vi.unstubAllGlobals());

describe("requiring two-factor authentication on the workspace settings page", () => {
  it("lets an owner with two-factor turn it on, and shows who has it", async () => {
    const api = mockWorkspace(teamWorkspace("owner"), { twoFactorEnabled: true });
    const { user, main } = await openRoute(SETTINGS_PATH);

    const toggle = await main.findByRole("switch", { name: "Require two-factor authentication" });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText("Members now need two-factor authentication")).toBeVisible();
    expect(api.callsTo(`PATCH /api/workspaces/${TEAM_WORKSPACE_ID}/settings`)[0]?.body).toEqual({
      requireTwoFactor: true,
    });

    const rows = within(main.getByRole("table", { name: "Members" })).getAllByRole("row");
    expect(within(rows[1] as HTMLElement).getByText("2FA on")).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByText("No 2FA")).toBeVisible();
  });

  it("keeps the switch off for an owner without two-factor and points to the profile", async () => {
    const api = mockWorkspace(teamWorkspace("owner"), { twoFactorEnabled: false });
    const { main } = await openRoute(SETTINGS_PATH);

    const link = await main.findByRole("link", { name: "Set it up in your profile" });
    expect(link).toHaveAttribute("href", "/user-profile");
    expect(main.getByRole("switch", { name: "Require two-factor authentication" })).toBeDisabled();
    expect(api.callsTo(`PATCH /api/workspaces/${TEAM_WORKSPACE_ID}/settings`)).toEqual([]);
  });

  it("shows a member without two-factor the set-up screen instead, from which they may leave", async () => {
    const workspace = teamWorkspace("editor", { requiresTwoFactor: true });
    const api = mockWorkspace(workspace, { twoFactorEnabled: false });
    const { user, main, router } = await openRoute(SETTINGS_PATH);

    expect(
      main.getByRole("heading", {
        level: 1,
        name: "Research team requires two-factor authentication",
      }),
    ).toBeVisible();
    expect(main.getByRole("link", { name: "Set up two-factor authentication" })).toHaveAttribute(
      "href",
      "/user-profile",
    );
    expect(api.callsTo(`GET /api/workspaces/${TEAM_WORKSPACE_ID}/members`)).toEqual([]);

    await user.click(main.getByRole("button", { name: "Leave workspace" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Leave workspace" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(api.callsTo(`DELETE /api/workspaces/${TEAM_WORKSPACE_ID}/members/u-1`)).toHaveLength(1);
  });
});
