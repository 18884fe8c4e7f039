import { useEffect } from "react";
import { toast } from "sonner";
import { appText } from "@/lib/i18n/use-app-text";

export function NetworkStatusToasts() {
  useEffect(() => {
    const onOnline = () => toast.success(appText("app.networkStatus.online"));
    const onOffline = () => toast.error(appText("app.networkStatus.offline"));
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    return () => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    };
  }, []);
  return null;
}
