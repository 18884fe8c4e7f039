import { useEffect } from "react";
import { toast } from "sonner";

export function NetworkStatusToasts() {
  useEffect(() => {
    const onOnline = () => toast.success("You are online");
    const onOffline = () => toast.error("You are offline");
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    return () => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    };
  }, []);
  return null;
}
