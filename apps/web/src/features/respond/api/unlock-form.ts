import type { UnlockFormReply } from "@formloom/shared/form-password";
import { apiClient } from "@/lib/api-client";
import { writeUnlockToken } from "../utils/unlock-token";

/** POST /api/forms/{id}/unlock: the right password gives a token, kept for this tab. */
export async function unlockForm(formId: string, password: string): Promise<void> {
  const { data } = await apiClient.post<UnlockFormReply["data"]>(
    `/forms/${formId}/unlock`,
    { password },
    { auth: "none" },
  );
  writeUnlockToken(formId, data.token);
}
