import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { PROFILE_USER as ME, storeUserSession } from "@/test/session-fixtures";
import { personalWorkspace, TEAM_WORKSPACE_ID, teamWorkspace } from "@/test/workspace-fixtures";

const KEY = {
  _id: "0193a000-0000-7000-8000-0000000000aa",
  name: "Nightly export",
  scope: "read",
  prefix: "flk_AbCdEfGh",
  workspaceId: null,
  createdAt: "2025-03-02T10:00:00.000Z",
  expiresAt: null,
  lastUsedAt: "2025-03-03T09:41:00.000Z",
};
const WHOLE_KEY = `flk_AbCdEfGh${"x".repeat(35)}`;

afterEach(() => vi.unstubAllGlobals());

async function openKeys(handlers = {}) {
  storeUserSession();
  const api = mockApi({ "GET /api/users/me": ok(ME), ...handlers });
  const view = await openRoute("/user-profile");
  const card = within(await screen.findByRole("region", { name: "API keys" }));
  return { ...view, api, card };
}

describe("API keys card", () => {
  it("lists each key with its prefix, access and last use, never the key", async () => {
    const { card } = await openKeys({ "GET /api/users/api-keys": ok([KEY]) });
    const item = within(await card.findByRole("listitem"));
    expect(item.getByText("Nightly export")).toBeInTheDocument();
    expect(item.getByText("flk_AbCdEfGh…")).toBeInTheDocument();
    expect(item.getByText("Read")).toBeInTheDocument();
    expect(item.getByText("Last used").nextElementSibling?.querySelector("time")).toHaveAttribute(
      "datetime",
      KEY.lastUsedAt,
    );
  });

  it("needs a name, then creates a read-write key and shows it once", async () => {
    let keys: unknown[] = [];
    const { user, api, card } = await openKeys({
      "GET /api/users/api-keys": () => ok(keys),
      "POST /api/users/api-keys": () => {
        keys = [{ ...KEY, scope: "read-write", lastUsedAt: null }];
        return ok({ ...KEY, scope: "read-write", lastUsedAt: null, key: WHOLE_KEY }, "", 201);
      },
    });
    expect(await card.findByText("No API keys yet.")).toBeInTheDocument();
    await user.click(card.getByRole("button", { name: "Create key" }));
    expect(await card.findByText("Enter a name for the key")).toBeInTheDocument();
    expect(api.callsTo("POST /api/users/api-keys")).toHaveLength(0);

    await user.type(card.getByLabelText("Name"), "Nightly export");
    await user.click(card.getByRole("radio", { name: /Read and write/ }));
    await user.click(card.getByRole("button", { name: "Create key" }));
    expect(await card.findByText(WHOLE_KEY)).toBeInTheDocument();
    expect(api.callsTo("POST /api/users/api-keys")[0]?.body).toEqual({
      name: "Nightly export",
      scope: "read-write",
      expiresInDays: null,
      workspaceId: null,
    });
    expect(await card.findByText(/Last used/)).toBeInTheDocument();
    expect(card.getByLabelText("Name")).toHaveValue("");

    await user.click(card.getByRole("button", { name: "I have copied it" }));
    expect(card.queryByText(WHOLE_KEY)).not.toBeInTheDocument();
  });

  it("limits a new key to one workspace, and names each key's workspaces in the list", async () => {
    const teamKey = { ...KEY, _id: "0193a000-0000-7000-8000-0000000000ab", name: "Team sync" };
    let keys: unknown[] = [KEY];
    const { user, api, card } = await openKeys({
      "GET /api/workspaces": ok([personalWorkspace, teamWorkspace("editor")]),
      "GET /api/users/api-keys": () => ok(keys),
      "POST /api/users/api-keys": () => {
        keys = [{ ...teamKey, workspaceId: TEAM_WORKSPACE_ID }, KEY];
        return ok({ ...teamKey, workspaceId: TEAM_WORKSPACE_ID, key: WHOLE_KEY }, "", 201);
      },
    });
    const nightly = within(await card.findByRole("listitem"));
    expect(nightly.getByText("Workspace").nextElementSibling).toHaveTextContent(
      "All my workspaces",
    );

    await user.type(card.getByLabelText("Name"), "Team sync");
    await user.click(card.getByRole("combobox", { name: "Workspace" }));
    await user.click(await screen.findByRole("option", { name: "Research team" }));
    await user.click(card.getByRole("button", { name: "Create key" }));
    expect(await card.findByText(WHOLE_KEY)).toBeInTheDocument();
    expect(api.callsTo("POST /api/users/api-keys")[0]?.body).toMatchObject({
      name: "Team sync",
      workspaceId: TEAM_WORKSPACE_ID,
    });
    const team = within((await card.findByText("Team sync")).closest("li") as HTMLElement);
    expect(team.getByText("Workspace").nextElementSibling).toHaveTextContent("Research team");
  });

  it("shows the server's message when the key cannot be made", async () => {
    const { user, card } = await openKeys({
      "GET /api/users/api-keys": ok([]),
      "POST /api/users/api-keys": fail(409, "An account can have at most 20 API keys"),
    });
    await user.type(await card.findByLabelText("Name"), "One more");
    await user.click(card.getByRole("button", { name: "Create key" }));
    expect(await screen.findByText("An account can have at most 20 API keys")).toBeInTheDocument();
  });

  it("revokes a key after a confirmation", async () => {
    let keys: unknown[] = [KEY];
    const { user, api, card } = await openKeys({
      "GET /api/users/api-keys": () => ok(keys),
      [`DELETE /api/users/api-keys/${KEY._id}`]: () => {
        keys = [];
        return ok(null, "API key revoked");
      },
    });
    await user.click(await card.findByRole("button", { name: "Revoke key Nightly export" }));
    const dialog = within(await screen.findByRole("alertdialog"));
    await user.click(dialog.getByRole("button", { name: "Revoke key" }));
    expect(await card.findByText("No API keys yet.")).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/users/api-keys/${KEY._id}`)).toHaveLength(1);
  });
});
