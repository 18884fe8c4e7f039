import { describe, expect, it } from "vitest";
import { personalWorkspace, teamWorkspace } from "@/test/workspace-fixtures";
import { formAccess, moveTargets } from "./form-access";

describe("formAccess", () => {
  it("lets a viewer read only: no edit, publish, delete, copy, response or webhook changes", () => {
    expect(formAccess("viewer")).toEqual({
      canEdit: false,
      canPublish: false,
      canDelete: false,
      canDuplicate: false,
      canManageResponses: false,
      canManageWebhooks: false,
    });
  });

  it.each(["editor", "admin", "owner"] as const)("lets an %s do everything to a form", (role) => {
    expect(Object.values(formAccess(role)).every(Boolean)).toBe(true);
  });
});

describe("moveTargets", () => {
  const viewerTeam = teamWorkspace("viewer", { _id: "01950000-0000-7000-8000-0000000000cc" });

  it("offers the other workspaces where the user may create forms", () => {
    const editorTeam = teamWorkspace("editor");
    expect(moveTargets([personalWorkspace, editorTeam, viewerTeam], personalWorkspace._id)).toEqual(
      [editorTeam],
    );
    expect(moveTargets([personalWorkspace, editorTeam], editorTeam._id)).toEqual([
      personalWorkspace,
    ]);
  });

  it("offers nothing with one workspace, or none the user may create in", () => {
    expect(moveTargets([personalWorkspace], personalWorkspace._id)).toEqual([]);
    expect(moveTargets([personalWorkspace, viewerTeam], personalWorkspace._id)).toEqual([]);
  });
});
