import { useCallback } from "react";
import { toast } from "sonner";
import { appText } from "@/lib/i18n/use-app-text";
import { useSignOut } from "@/lib/use-sign-out";

export function useAdminSignOut() {
  const signOut = useSignOut();
  return useCallback(() => {
    signOut("admin");
    toast.success(appText("admin.signOut.success"));
  }, [signOut]);
}
