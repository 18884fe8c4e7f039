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

const FILE_TYPE_LABELS: Record<FileType, string> = {
  none: "None",
  image: "Image",
  pdf: "PDF",
};

const FILE_TYPE_HINTS: Record<FileType, string> = {
  none: "Accepts images (img, png, jpg, jpeg) and pdf files up to 5 MB.",
  image: "Accepts img, png, jpg and jpeg files up to 5 MB.",
  pdf: "Accepts pdf files up to 5 MB.",
};

type FileTypeSelectProps = { value: FileType | undefined; onChange: (fileType: FileType) => void };

export function FileTypeSelect({ value = "none", onChange }: FileTypeSelectProps) {
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-2">
      <Label htmlFor={id}>Allowed file type</Label>
      <Select value={value} onValueChange={(next) => onChange(next as FileType)}>
        <SelectTrigger id={id} aria-describedby={`${id}-hint`} className="sm:max-w-xs">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {FILE_TYPES.map((type) => (
            <SelectItem key={type} value={type}>
              {FILE_TYPE_LABELS[type]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {FILE_TYPE_HINTS[value]}
      </p>
    </div>
  );
}
