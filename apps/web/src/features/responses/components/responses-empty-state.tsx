import { Inbox, Link2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useCopyShareLink } from "@/lib/share-link";

type ResponsesEmptyStateProps = { formId: string; isPublic: boolean };

export function ResponsesEmptyState({ formId, isPublic }: ResponsesEmptyStateProps) {
  const t = useAppText();
  const { copyShareLink } = useCopyShareLink(formId, isPublic);
  return (
    <section className="flex flex-col items-center rounded-2xl border border-dashed bg-card px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Inbox aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 font-semibold text-lg">{t("responses.empty.title")}</h2>
      <p className="mt-1 text-muted-foreground">{t("responses.empty.text")}</p>
      <Button variant="outline" className="mt-6" onClick={copyShareLink}>
        <Link2 aria-hidden="true" />
        {t("responses.empty.copyShareLink")}
      </Button>
    </section>
  );
}
