import { ArrowLeft, ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";

type FormPreviewNavProps = {
  isFirst: boolean;
  isLast: boolean;
  onBack: () => void;
  onNext: () => void;
};

/** Back and Next between pages; Submit on the last page, disabled since nothing is recorded. */
export function FormPreviewNav({ isFirst, isLast, onBack, onNext }: FormPreviewNavProps) {
  const t = useAppText();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {!isFirst && (
          <Button type="button" variant="outline" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            {t("builder.formPreview.back")}
          </Button>
        )}
        {isLast ? (
          <Button type="button" disabled>
            {t("builder.formPreview.submit")}
          </Button>
        ) : (
          <Button type="button" onClick={onNext}>
            {t("builder.formPreview.next")}
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
      <p className="text-muted-foreground text-xs">{t("builder.formPreview.notRecorded")}</p>
    </div>
  );
}
