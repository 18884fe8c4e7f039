import { FILE_TYPES, type FileType } from "@formloom/shared";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";

const FILE_TYPE_LABELS: Record<FileType, AppTextId> = {
  none: "builder.fileType.none",
  image: "builder.fileType.image",
  pdf: "builder.fileType.pdf",
};

const FILE_TYPE_HINTS: Record<FileType, AppTextId> = {
  none: "builder.fileType.hintNone",
  image: "builder.fileType.hintImage",
  pdf: "builder.fileType.hintPdf",
};

type FileTypeSelectProps = { value: FileType | undefined; onChange: (fileType: FileType) => void };

export function FileTypeSelect({ value = "none", onChange }: FileTypeSelectProps) {
  const t = useAppText();
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-2">
      <Label htmlFor={id}>{t("builder.fileType.label")}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as FileType)}>
        <SelectTrigger id={id} aria-describedby={`${id}-hint`} className="sm:max-w-xs">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {FILE_TYPES.map((type) => (
            <SelectItem key={type} value={type}>
              {t(FILE_TYPE_LABELS[type])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {t(FILE_TYPE_HINTS[value])}
      </p>
    </div>
  );
}
