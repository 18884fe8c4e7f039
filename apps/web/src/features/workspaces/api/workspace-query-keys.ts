import { WORKSPACES_QUERY_KEY } from "@/lib/workspace/get-workspaces";

// Under the workspaces' key: joining, leaving or renaming invalidates these too.
export const invitationsQueryKey = (workspaceId: string) =>
  [...WORKSPACES_QUERY_KEY, workspaceId, "invitations"] as const;
