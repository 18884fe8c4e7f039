import type { ExportFormat, ResponsesFilter } from "@formloom/shared";
import { Download } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { type AppTextId, appText, useAppText } from "@/lib/i18n/use-app-text";
import {
  DEFAULT_EXPORT_CHOICES,
  type ExportChoices,
  useDownloadResponses,
} from "../api/download-responses";

type ExportResponsesDialogProps = {
  form: { _id: string; title: string };
  version: number;
  // The responses page's filters: the file holds the responses they keep.
  filter: ResponsesFilter;
  disabled: boolean;
};

// The formats' names are product names, the same in every language.
const FORMATS: { value: ExportFormat; label: string; hint: AppTextId }[] = [
  { value: "csv", label: "CSV", hint: "responses.export.csvHint" },
  { value: "xlsx", label: "Excel (.xlsx)", hint: "responses.export.xlsxHint" },
];

/** The responses page's download: SPEC's CSV as it is, or extra columns and Excel. */
export function ExportResponsesDialog({
  form,
  version,
  filter,
  disabled,
}: ExportResponsesDialogProps) {
  const t = useAppText();
  const isFiltered = Object.keys(filter).length > 0;
  const [isOpen, setIsOpen] = useState(false);
  const [choices, setChoices] = useState<ExportChoices>(DEFAULT_EXPORT_CHOICES);
  const download = useDownloadResponses();
  const choose = (change: Partial<ExportChoices>) => setChoices((now) => ({ ...now, ...change }));

  const onOpenChange = (open: boolean) => {
    if (download.isPending) return;
    setIsOpen(open);
    if (open) setChoices(DEFAULT_EXPORT_CHOICES);
  };
  const onDownload = () =>
    download.mutate(
      { formId: form._id, version, title: form.title, filter, ...choices },
      {
        onSuccess: () => setIsOpen(false),
        onError: (error) =>
          toast.error(getErrorMessage(error, appText("responses.page.fetchFailed"))),
      },
    );

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button disabled={disabled} className="w-full sm:w-auto">
          <Download aria-hidden="true" />
          {t("responses.export.open")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("responses.export.title")}</DialogTitle>
          <DialogDescription>
            {t(
              isFiltered
                ? "responses.export.descriptionFiltered"
                : "responses.export.descriptionAll",
              { version },
            )}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <ExportSwitch
            label={t("responses.export.respondent")}
            hint={t("responses.export.respondentHint")}
            checked={choices.respondent}
            onCheckedChange={(respondent) => choose({ respondent })}
          />
          <ExportSwitch
            label={t("responses.export.scores")}
            hint={t("responses.export.scoresHint")}
            checked={choices.scores}
            onCheckedChange={(scores) => choose({ scores })}
          />
          <FormatChoice format={choices.format} onChange={(format) => choose({ format })} />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={download.isPending}>
              {t("responses.export.cancel")}
            </Button>
          </DialogClose>
          <Button onClick={onDownload} disabled={download.isPending}>
            {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
            {t("responses.export.download")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type ExportSwitchProps = {
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

function ExportSwitch({ label, hint, checked, onCheckedChange }: ExportSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="font-medium text-sm">
          {label}
        </label>
        <span id={`${id}-hint`} className="text-muted-foreground text-sm">
          {hint}
        </span>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}

type FormatChoiceProps = {
  format: ExportFormat;
  onChange: (format: ExportFormat) => void;
};

function FormatChoice({ format: chosen, onChange }: FormatChoiceProps) {
  const t = useAppText();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-sm">{t("responses.export.format")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {FORMATS.map((format) => (
          <label
            key={format.value}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40",
              chosen === format.value && "border-primary bg-primary/5",
            )}
          >
            <input
              type="radio"
              name="export-format"
              value={format.value}
              checked={chosen === format.value}
              onChange={() => onChange(format.value)}
              className="mt-0.5 size-4 accent-primary"
            />
            <span className="flex flex-col gap-0.5">
              <span className="font-medium">{format.label}</span>
              <span className="text-muted-foreground">{t(format.hint)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
