import { toast } from "sonner";
import { getErrorMessage } from "@/lib/api-client";
import { useAppText } from "@/lib/i18n/use-app-text";

/** Any other failure of a two-factor call: the server's message, or a general one. */
export function useFailureToast() {
  const t = useAppText();
  return (error: Error) => toast.error(getErrorMessage(error, t("profile.twoFactor.failed")));
}
