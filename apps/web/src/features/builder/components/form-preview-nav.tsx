import { ArrowLeft, ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";

type FormPreviewNavProps = {
  isFirst: boolean;
  isLast: boolean;
  onBack: () => void;
  onNext: () => void;
};

/** Back and Next between pages; Submit on the last page, disabled since nothing is recorded. */
export function FormPreviewNav({ isFirst, isLast, onBack, onNext }: FormPreviewNavProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {!isFirst && (
          <Button type="button" variant="outline" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
        )}
        {isLast ? (
          <Button type="button" disabled>
            Submit
          </Button>
        ) : (
          <Button type="button" onClick={onNext}>
            Next
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
      <p className="text-muted-foreground text-xs">This is a preview: answers are not recorded.</p>
    </div>
  );
}
