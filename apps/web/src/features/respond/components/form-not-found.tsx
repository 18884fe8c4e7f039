import { FileSearch, House } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useRespondText } from "../i18n/use-respond-text";

/** A missing form, or a private one, looks the same to a respondent (DESIGN §5). */
export function FormNotFound() {
  const t = useRespondText();
  return (
    <section className="flex flex-col items-center rounded-xl border bg-card px-6 py-16 text-center shadow-soft">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <FileSearch aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-5 font-semibold text-2xl tracking-tight">{t("notFound.title")}</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">{t("notFound.description")}</p>
      <Button asChild className="mt-6">
        <a href="/">
          <House aria-hidden="true" />
          {t("notFound.home")}
        </a>
      </Button>
    </section>
  );
}
