import type { QuestionDraft } from "@formloom/shared";
import { Signature, Upload } from "lucide-react";
import { Input } from "@/components/ui/input";
import { LegalText } from "@/components/ui/legal-text";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useAppText } from "@/lib/i18n/use-app-text";

const FILE_ACCEPT = { none: undefined, image: ".img,.png,.jpg,.jpeg", pdf: ".pdf" } as const;

type PreviewControlProps = { id: string; question: QuestionDraft };

/** The one disabled control of a question answered in a single field. */
export function PreviewControl({ id, question }: PreviewControlProps) {
  const t = useAppText();
  switch (question.questionType) {
    case "dropdown":
      return (
        <Select disabled>
          <SelectTrigger id={id} className="sm:max-w-xs">
            <SelectValue placeholder={t("preview.control.choose")} />
          </SelectTrigger>
          <SelectContent>
            {question.options.map((option, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat while being edited
              <SelectItem key={index} value={option || `option-${index}`}>
                {option || t("preview.option", { number: index + 1 })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      );
    case "email":
      return (
        <Input id={id} type="email" disabled placeholder={t("preview.control.emailPlaceholder")} />
      );
    case "phone":
      return <Input id={id} type="tel" disabled placeholder="+" className="sm:max-w-xs" />;
    case "address":
      return (
        <Input
          id={id}
          disabled
          placeholder={t("preview.control.address")}
          className="sm:max-w-xl"
        />
      );
    case "consent":
      return (
        <div className="grid gap-2">
          <LegalText text={question.description} />
          <label className="flex items-center gap-2 text-sm">
            <input id={id} type="checkbox" disabled className="size-4" />
            {t("preview.control.agree")}
          </label>
        </div>
      );
    case "number":
      return (
        <Input
          id={id}
          type="number"
          disabled
          placeholder={t("preview.control.numberPlaceholder")}
          className="sm:max-w-xs"
        />
      );
    case "date":
      return <Input id={id} type="date" disabled className="w-fit" />;
    case "paragraph":
      return <Textarea id={id} disabled placeholder={t("preview.control.longAnswer")} />;
    case "file":
      return (
        <div className="flex items-center gap-3 rounded-lg border border-dashed px-4 py-3 text-muted-foreground text-sm">
          <Upload aria-hidden="true" className="size-4 shrink-0" />
          <input
            id={id}
            type="file"
            disabled
            accept={FILE_ACCEPT[question.validations.fileType ?? "none"]}
            className="w-full min-w-0 text-sm file:me-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1.5 file:font-medium file:text-sm"
          />
        </div>
      );
    case "signature":
      return (
        <div
          id={id}
          className="flex h-28 items-end rounded-lg border border-dashed px-4 pb-3 text-muted-foreground text-sm"
        >
          <Signature aria-hidden="true" className="me-2 size-4 shrink-0" />
          {t("preview.control.signHere")}
        </div>
      );
    default:
      return <Input id={id} disabled placeholder={t("preview.control.shortAnswer")} />;
  }
}
