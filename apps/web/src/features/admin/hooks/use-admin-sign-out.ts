import { useCallback } from "react";
import { toast } from "sonner";
import { useSignOut } from "@/lib/use-sign-out";

export function useAdminSignOut() {
  const signOut = useSignOut();
  return useCallback(() => {
    signOut("admin");
    toast.success("Sign Out successfully");
  }, [signOut]);
}
