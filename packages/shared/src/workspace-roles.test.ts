import { describe, expect, it } from "vitest";
import { mayAssignRole, ROLE_ACTIONS, roleMay, WORKSPACE_ACTIONS } from "./workspace-roles";

describe("the role table", () => {
  it("gives the owner every action and each role everything the role below it has", () => {
    expect([...ROLE_ACTIONS.owner]).toEqual([...WORKSPACE_ACTIONS]);
    for (const action of ROLE_ACTIONS.viewer) expect(roleMay("editor", action)).toBe(true);
    for (const action of ROLE_ACTIONS.editor) expect(roleMay("admin", action)).toBe(true);
  });

  it("lets a viewer read forms and responses and export, nothing else", () => {
    expect([...ROLE_ACTIONS.viewer].sort()).toEqual([
      "forms.read",
      "members.read",
      "responses.export",
      "responses.read",
    ]);
  });

  it("keeps members and settings to admins and owners", () => {
    expect(roleMay("editor", "members.manage")).toBe(false);
    expect(roleMay("editor", "workspace.settings")).toBe(false);
    expect(roleMay("admin", "members.manage")).toBe(true);
  });

  it("lets only an owner make or unmake owners", () => {
    expect(mayAssignRole("owner", { from: "editor", to: "owner" })).toBe(true);
    expect(mayAssignRole("admin", { from: "editor", to: "owner" })).toBe(false);
    expect(mayAssignRole("admin", { from: "owner", to: "viewer" })).toBe(false);
    expect(mayAssignRole("admin", { from: "viewer", to: "editor" })).toBe(true);
    expect(mayAssignRole("admin", { from: null, to: "admin" })).toBe(true);
    expect(mayAssignRole("editor", { from: null, to: "viewer" })).toBe(false);
  });
});
