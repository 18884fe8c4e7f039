import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { hasErrorCode, SESSION_ENDED_CODES } from "@/lib/api-client";
import { useAuthStore } from "@/lib/auth-store";
import { CURRENT_USER_QUERY_KEY, getCurrentUser } from "@/lib/get-current-user";
import { lazyToast } from "@/lib/lazy-toast";
import { useRespondText } from "../i18n/use-respond-text";

/**
 * The server records a response under the session's name only while the session is valid; a
 * stored one it no longer accepts (expired, password changed, deactivated) would be recorded as
 * a guest while this page said otherwise. Checked once: such a session is dropped, with a word.
 */
export function useSessionCheck() {
  const token = useAuthStore((state) => state.token);
  const t = useRespondText();
  const check = useQuery({
    queryKey: [...CURRENT_USER_QUERY_KEY, "respondent-check", token],
    // Signed by hand: the app-wide "session expired" handling would leave this page for sign-in.
    queryFn: ({ signal }) => getCurrentUser({ signal, token: token ?? undefined }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const isRefused = hasErrorCode(
    check.error,
    ...SESSION_ENDED_CODES,
    "ACCOUNT_DEACTIVATED",
    "WRONG_SESSION_KIND",
  );

  useEffect(() => {
    if (!isRefused) return;
    useAuthStore.getState().logout();
    lazyToast.info(t("session.ended"), { id: "respondent-session-ended" });
  }, [isRefused, t]);
}
