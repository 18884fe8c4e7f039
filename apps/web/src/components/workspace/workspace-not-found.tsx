import { SearchX } from "lucide-react";
import { NotFoundNotice } from "@/components/not-found-notice";
import { useAppText } from "@/lib/i18n/use-app-text";

/** A workspace the address names that the user is not (or no longer) a member of. */
export function WorkspaceNotFound() {
  const t = useAppText();
  return (
    <NotFoundNotice
      icon={SearchX}
      title={t("workspaces.notFound.title")}
      description={t("workspaces.notFound.description")}
      action={{ to: "/dashboard", label: t("workspaces.notFound.backToPersonal") }}
    />
  );
}
