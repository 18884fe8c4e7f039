import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";

/** A workspace the address names that the user is not (or no longer) a member of. */
export function WorkspaceNotFound() {
  const t = useAppText();
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-5 font-semibold text-2xl tracking-tight">
        {t("workspaces.notFound.title")}
      </h1>
      <p className="mt-2 text-muted-foreground">{t("workspaces.notFound.description")}</p>
      <Button asChild className="mt-6">
        <Link to="/dashboard">{t("workspaces.notFound.backToPersonal")}</Link>
      </Button>
    </section>
  );
}
