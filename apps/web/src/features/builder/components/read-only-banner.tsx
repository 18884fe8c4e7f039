import { Eye } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { useAppText } from "@/lib/i18n/use-app-text";

/** Says why nothing can be changed: the reader's role lets them view the form only. */
export function ReadOnlyBanner() {
  const t = useAppText();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 sm:px-6">
      <Alert>
        <Eye aria-hidden="true" className="text-primary" />
        <p>
          <span className="font-medium">{t("roles.builder.readOnlyTitle")}</span>{" "}
          {t("roles.builder.readOnlyDetail")}
        </p>
      </Alert>
    </div>
  );
}
