import { useEffect } from "react";
import { hasErrorCode, SESSION_ENDED_CODES } from "@/lib/api-client";
import { useAuthStore } from "@/lib/auth-store";
import { getCurrentUser } from "@/lib/get-current-user";
import { lazyToast } from "@/lib/lazy-toast";
import { useRespondText } from "../i18n/use-respond-text";

const isRefusal = (error: unknown) =>
  hasErrorCode(error, ...SESSION_ENDED_CODES, "ACCOUNT_DEACTIVATED", "WRONG_SESSION_KIND");

/**
 * The server records a response under the session's name only while the session is valid; a
 * stored one it no longer accepts (expired, password changed, deactivated) would be recorded as
 * a guest while this page said otherwise. Checked once per session: such a session is dropped,
 * with a word.
 */
export function useSessionCheck() {
  const token = useAuthStore((state) => state.token);
  const t = useRespondText();

  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once per session, not per language.
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    // Signed by hand: the app-wide "session expired" handling would leave this page for sign-in.
    getCurrentUser({ signal: controller.signal, token }).catch((error: unknown) => {
      if (controller.signal.aborted || !isRefusal(error)) return;
      useAuthStore.getState().logout();
      lazyToast.info(t("session.ended"), { id: "respondent-session-ended" });
    });
    return () => controller.abort();
  }, [token]);
}
