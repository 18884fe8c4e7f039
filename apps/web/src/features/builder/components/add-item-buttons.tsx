import { Plus, SeparatorHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";

const ADD_BUTTON_CLASS =
  "h-12 w-full border-dashed bg-transparent text-muted-foreground hover:border-primary/40 hover:bg-primary-soft/60 hover:text-primary";

type AddItemButtonsProps = {
  onAdd: (type: "addQuestion" | "addSection") => void;
};

export function AddItemButtons({ onAdd }: AddItemButtonsProps) {
  const t = useAppText();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Button
        type="button"
        variant="outline"
        onClick={() => onAdd("addQuestion")}
        className={ADD_BUTTON_CLASS}
      >
        <Plus aria-hidden="true" />
        {t("builder.addItem.question")}
      </Button>
      <Button
        type="button"
        variant="outline"
        onClick={() => onAdd("addSection")}
        className={ADD_BUTTON_CLASS}
      >
        <SeparatorHorizontal aria-hidden="true" />
        {t("builder.addItem.section")}
      </Button>
    </div>
  );
}
