import type { PublicQuestion } from "@formloom/shared";
import { MAX_UPLOAD_BYTES } from "@formloom/shared/constants";
import { getAllowedExtensions, getFileAccept } from "@formloom/shared/respondent-rules";
import { CircleCheck, FileText, TriangleAlert, Upload, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { type RespondText, useRespondText } from "../i18n/use-respond-text";
import type { FileUpload } from "../utils/answers-state";
import { formatMegabytes } from "../utils/describe-answer-error";
import type { QuestionIds } from "./question-ids";

type FileAnswerProps = {
  question: PublicQuestion;
  ids: QuestionIds;
  upload: FileUpload | undefined;
  describedBy: string | undefined;
  hasError: boolean;
  onChoose: (file: File) => void;
  onClear: () => void;
};

/** "PDF · up to 5 MB": what the question accepts, for the hint under it. */
export function describeAccepted(question: PublicQuestion, t: RespondText) {
  const extensions = getAllowedExtensions(question.validations.fileType);
  const types = extensions.map((extension) => extension.toUpperCase()).join(", ");
  return t("hint.file", { types, maxSize: formatMegabytes(MAX_UPLOAD_BYTES, t.locale) });
}

function UploadStatus({ upload, onClear }: { upload: FileUpload; onClear: () => void }) {
  const t = useRespondText();
  return (
    <div className="flex items-center gap-3 rounded-lg border bg-background px-3 py-2.5">
      <FileText aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <p className="truncate font-medium text-sm">{upload.fileName}</p>
        {upload.status === "uploading" ? (
          <div className="flex items-center gap-2">
            <ProgressBar
              value={upload.progress}
              label={t("file.uploading", { name: upload.fileName })}
            />
            <span className="w-10 shrink-0 text-end text-muted-foreground text-xs tabular-nums">
              {upload.progress}%
            </span>
          </div>
        ) : upload.status === "done" ? (
          <p className="flex items-center gap-1 text-success text-xs">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            {t("file.uploaded")}
          </p>
        ) : (
          <p className="flex items-center gap-1 text-destructive text-xs">
            <TriangleAlert aria-hidden="true" className="size-3.5" />
            {t("file.failed")}
          </p>
        )}
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={t("file.remove", { name: upload.fileName })}
        onClick={onClear}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The file is uploaded as soon as it is picked, with its progress shown (SPEC §4). */
export function FileAnswer({
  question,
  ids,
  upload,
  describedBy,
  hasError,
  onChoose,
  onClear,
}: FileAnswerProps) {
  const t = useRespondText();
  return (
    <div className="grid gap-2">
      <input
        id={ids.control}
        type="file"
        accept={getFileAccept(question.validations.fileType)}
        aria-labelledby={ids.label}
        aria-describedby={describedBy}
        aria-invalid={hasError || undefined}
        required={question.required}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file can be picked again after a failure.
          event.target.value = "";
          if (file) onChoose(file);
        }}
      />
      <label
        htmlFor={ids.control}
        className="flex cursor-pointer items-center gap-3 rounded-lg border border-input border-dashed bg-background px-4 py-3.5 text-sm transition-colors hover:border-primary/50 hover:bg-primary-soft/50 peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/40"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Upload aria-hidden="true" className="size-4" />
        </span>
        <span className="font-medium text-primary">
          {upload ? t("file.chooseAnother") : t("file.choose")}
        </span>
      </label>
      {upload && <UploadStatus upload={upload} onClear={onClear} />}
    </div>
  );
}
