import {
  DEFAULT_FORM_SETTINGS,
  type FormSettings,
  SETTINGS_MESSAGES,
  type WorkspaceMember,
} from "@formloom/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { storeUserSession, USER_DATA } from "@/test/session-fixtures";
import {
  PERSONAL_WORKSPACE_ID,
  TEAM_WORKSPACE_ID,
  teamWorkspace,
  workspacesReply,
} from "@/test/workspace-fixtures";
import { sayRules } from "../utils/rule-text";
import { CanEditProvider, EditableFieldset } from "./editable-fieldset";
import { type FormOwnership, ResponseMailSettings } from "./response-mail-settings";

const SELF_ID = USER_DATA.user._id;
const COLLEAGUE_ID = "0193a000-0000-7000-8000-0000000000c2";
const JOINED = "2026-01-06T10:00:00.000Z";
const member = (fields: Pick<WorkspaceMember, "userId" | "name" | "email">): WorkspaceMember => ({
  role: "editor",
  hasTwoFactor: false,
  joinedAt: JOINED,
  ...fields,
});
const MEMBERS = [
  member({ userId: SELF_ID, name: "Ada Lovelace", email: "ada@example.com" }),
  member({ userId: COLLEAGUE_ID, name: "Grace Hopper", email: "grace@example.com" }),
];

let current: FormSettings;

function Panel({
  ownership,
  initial = {},
  errors = {},
}: {
  ownership: FormOwnership;
  initial?: Partial<FormSettings>;
  errors?: Record<string, string>;
}) {
  const [settings, setSettings] = useState({ ...DEFAULT_FORM_SETTINGS, ...initial });
  current = settings;
  return (
    <ResponseMailSettings
      settings={settings}
      error={(field) => errors[field]}
      onChange={(changes) => setSettings((previous) => ({ ...previous, ...changes }))}
      ownership={ownership}
    />
  );
}

function renderPanel(props: Parameters<typeof Panel>[0], { canEdit = true } = {}) {
  storeUserSession();
  const api = mockApi({
    ...workspacesReply(teamWorkspace("editor")),
    [`GET /api/workspaces/${TEAM_WORKSPACE_ID}/members`]: ok(MEMBERS),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CanEditProvider value={canEdit}>
        <EditableFieldset>
          <Panel {...props} />
        </EditableFieldset>
      </CanEditProvider>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

const inTeam: FormOwnership = { workspaceId: TEAM_WORKSPACE_ID, ownerId: SELF_ID };
const LIST_NAME = "Who gets the mail";
const recipients = () => screen.findByRole("group", { name: LIST_NAME });
const box = (name: RegExp) =>
  within(screen.getByRole("group", { name: LIST_NAME })).getByRole("checkbox", { name });

afterEach(() => vi.unstubAllGlobals());

describe("the response mail's settings", () => {
  it("stay a single switch in a personal workspace, asking for no members", async () => {
    const { api, user } = renderPanel({
      ownership: { workspaceId: PERSONAL_WORKSPACE_ID, ownerId: SELF_ID },
    });
    const toggle = screen.getByRole("switch", { name: "Email me for each new response" });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await vi.waitFor(() => expect(api.callsTo("GET /api/workspaces")).toHaveLength(1));
    expect(screen.queryByRole("group", { name: LIST_NAME })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(api.callsTo(`GET /api/workspaces/${TEAM_WORKSPACE_ID}/members`)).toEqual([]);
  });

  it("list a team's members once the switch is on, the creator ticked while none is chosen", async () => {
    const { user } = renderPanel({ ownership: inTeam });
    const toggle = await screen.findByRole("switch", {
      name: "Email members for each new response",
    });
    expect(screen.queryByRole("group", { name: LIST_NAME })).toBeNull();
    await user.click(toggle);

    const list = await recipients();
    expect(list).toHaveAccessibleDescription(
      "Each member ticked gets a mail of their own. One at least stays ticked.",
    );
    expect(box(/Ada Lovelace \(you\)/)).toBeChecked();
    // The last one ticked cannot be unticked: nobody would get the mail.
    expect(box(/Ada Lovelace/)).toBeDisabled();
    expect(box(/Grace Hopper/)).not.toBeChecked();
    expect(within(list).getByText("grace@example.com")).toBeVisible();

    await user.click(box(/Grace Hopper/));
    expect(current.notifyMemberIds).toEqual([SELF_ID, COLLEAGUE_ID]);
    expect(box(/Ada Lovelace/)).toBeEnabled();
    await user.click(box(/Ada Lovelace/));
    expect(current.notifyMemberIds).toEqual([COLLEAGUE_ID]);
    expect(box(/Ada Lovelace/)).not.toBeChecked();
    expect(box(/Grace Hopper/)).toBeDisabled();
  });

  it("tick the members chosen, leaving out one who has left, and say the server's refusal", async () => {
    const LEFT_ID = "0193a000-0000-7000-8000-0000000000c3";
    renderPanel({
      ownership: inTeam,
      initial: { notifyOnResponse: true, notifyMemberIds: [COLLEAGUE_ID, LEFT_ID] },
      errors: sayRules({ notifyMemberIds: SETTINGS_MESSAGES.notifyMemberInvalid }),
    });
    const list = await recipients();
    expect(within(list).getAllByRole("checkbox")).toHaveLength(2);
    expect(box(/Grace Hopper/)).toBeChecked();
    expect(box(/Ada Lovelace/)).not.toBeChecked();
    expect(list).toHaveAccessibleDescription(/must be a member of the form's workspace$/);
  });

  it("can be read but not changed by a viewer", async () => {
    renderPanel(
      { ownership: inTeam, initial: { notifyOnResponse: true, notifyMemberIds: [COLLEAGUE_ID] } },
      { canEdit: false },
    );
    await recipients();
    expect(
      screen.getByRole("switch", { name: "Email members for each new response" }),
    ).toBeDisabled();
    expect(box(/Grace Hopper/)).toBeChecked();
    for (const checkbox of screen.getAllByRole("checkbox")) expect(checkbox).toBeDisabled();
  });
});
