import { FileSearch } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";

/** An owner's page for a form that is missing or not theirs (the builder, the responses). */
export function FormNotFound() {
  const t = useAppText();
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <FileSearch aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-5 font-semibold text-2xl tracking-tight">
        {t("common.formNotFound.title")}
      </h1>
      <p className="mt-2 text-muted-foreground">{t("common.formNotFound.description")}</p>
      <Button asChild className="mt-6">
        <Link to="/dashboard">{t("common.formNotFound.returnToDashboard")}</Link>
      </Button>
    </section>
  );
}
