import { roleMay, type Workspace, type WorkspaceRole } from "@formloom/shared";

/** What the screens offer on a form, from the caller's role in the form's workspace. */
export type FormAccess = {
  /** Edit its questions, settings, logic and translations; move it to another workspace. */
  canEdit: boolean;
  /** Make it public or private. */
  canPublish: boolean;
  canDelete: boolean;
  /** Make a copy of it in the same workspace. */
  canDuplicate: boolean;
  /** Delete responses and release scores. */
  canManageResponses: boolean;
  canManageWebhooks: boolean;
};

export function formAccess(role: WorkspaceRole): FormAccess {
  return {
    canEdit: roleMay(role, "forms.edit"),
    canPublish: roleMay(role, "forms.publish"),
    canDelete: roleMay(role, "forms.delete"),
    canDuplicate: roleMay(role, "forms.create"),
    canManageResponses: roleMay(role, "responses.manage"),
    canManageWebhooks: roleMay(role, "webhooks.manage"),
  };
}

/** The workspaces a form of `fromId` may move to: the others where the user may create forms. */
export function moveTargets(workspaces: readonly Workspace[], fromId: string): Workspace[] {
  return workspaces.filter(
    (workspace) => workspace._id !== fromId && roleMay(workspace.role, "forms.create"),
  );
}
