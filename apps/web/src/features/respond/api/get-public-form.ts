import type { PublicForm } from "@formloom/shared";
import { useEffect, useState } from "react";
import { apiClient } from "@/lib/api-client";
import { loadPhonePrefill } from "../utils/phone-prefill";
import { unlockHeaders } from "../utils/unlock-token";
import { withRetries } from "./with-retries";

/**
 * The bearer token goes along when stored, so an owner can open their own private form; the
 * unlock token too, for a form that asks for a password.
 */
export async function getPublicForm(formId: string, signal?: AbortSignal): Promise<PublicForm> {
  const { data } = await apiClient.get<PublicForm>(`/forms/${formId}/view`, {
    signal,
    headers: unlockHeaders(formId),
  });
  return data;
}

type Loading =
  | { status: "pending" }
  | { status: "error"; error: unknown }
  | { status: "success"; data: PublicForm };

/**
 * The form, loaded once: a respondent fills in what they first saw, with no refetch under their
 * hands. `refetch` tries again after a failure.
 */
export function usePublicForm(formId: string) {
  const [attempt, setAttempt] = useState(0);
  const [loading, setLoading] = useState<Loading>({ status: "pending" });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads the form again.
  useEffect(() => {
    const controller = new AbortController();
    setLoading({ status: "pending" });
    withRetries((signal) => getPublicForm(formId, signal), controller.signal)
      .then(async (data) => {
        // Before the form first shows: its starting answers read the link's phone numbers.
        await loadPhonePrefill(data, window.location.search);
        return data;
      })
      .then(
        (data) => setLoading({ status: "success", data }),
        (error) => {
          if (!controller.signal.aborted) setLoading({ status: "error", error });
        },
      );
    return () => controller.abort();
  }, [formId, attempt]);

  return { ...loading, refetch: () => setAttempt((count) => count + 1) };
}
