import { FileSearch } from "lucide-react";
import { useAppText } from "@/lib/i18n/use-app-text";
import { NotFoundNotice } from "./not-found-notice";

/** An owner's page for a form that is missing or not theirs (the builder, the responses). */
export function FormNotFound() {
  const t = useAppText();
  return (
    <NotFoundNotice
      icon={FileSearch}
      title={t("common.formNotFound.title")}
      description={t("common.formNotFound.description")}
      action={{ to: "/dashboard", label: t("common.formNotFound.returnToDashboard") }}
    />
  );
}
