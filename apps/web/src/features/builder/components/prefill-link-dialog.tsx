import { canPrefill, type QuestionDraft, toPrefillQuery, withHiddenValues } from "@formloom/shared";
import { Copy, Info } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";
import { copyText, useShareLink } from "@/lib/share-link";
import { HiddenValueFields } from "./hidden-value-fields";
import { PrefillAnswerField, type PrefillValue } from "./prefill-answer-field";

type PrefillLinkDialogProps = {
  formId: string;
  questions: readonly QuestionDraft[];
  /** The form's hidden fields: the link can carry a value for each. */
  hiddenFields: readonly string[];
  /** The builder holds changes not saved yet: the live form does not know them. */
  isDirty: boolean;
};

const isSaved = (question: QuestionDraft): question is QuestionDraft & { _id: string } =>
  question._id !== undefined;

/**
 * Get prefilled link: the owner answers some questions and copies a link that opens the form
 * with those answers filled in (respondents can still change them).
 */
export function PrefillLinkDialogContent({
  formId,
  questions,
  hiddenFields,
  isDirty,
}: PrefillLinkDialogProps) {
  const t = useAppText();
  const shareLink = useShareLink(formId);
  const linkId = useId();
  const [answers, setAnswers] = useState<Record<string, PrefillValue | undefined>>({});
  const [hiddenValues, setHiddenValues] = useState<Record<string, string>>({});
  const fillable = questions.filter(
    (question) => isSaved(question) && canPrefill(question.questionType),
  ) as (QuestionDraft & { _id: string })[];
  const hasConsent = questions.some((question) => question.questionType === "consent");
  const hasUnsaved = isDirty || questions.some((question) => !isSaved(question));
  const link = `${shareLink}${withHiddenValues(toPrefillQuery(answers), hiddenValues)}`;

  const copy = () =>
    copyText(link).then(
      () => toast.success(t("builder.share.prefillCopied")),
      () => toast.error(t("builder.share.prefillCopyFailed")),
    );

  return (
    <DialogContent className="max-h-[90dvh] max-w-lg grid-rows-[auto_minmax(0,1fr)_auto]">
      <DialogHeader>
        <DialogTitle>{t("builder.share.prefillTitle")}</DialogTitle>
        <DialogDescription>{t("builder.share.prefillDescription")}</DialogDescription>
      </DialogHeader>
      <div className="-mx-1 grid min-h-0 content-start gap-5 overflow-y-auto px-1 py-1">
        {hasUnsaved && (
          <p className="flex items-start gap-2 rounded-md border bg-muted/50 px-3 py-2 text-muted-foreground text-xs">
            <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            {t("builder.share.prefillUnsavedNotice")}
          </p>
        )}
        {hasConsent && (
          <p className="flex items-start gap-2 rounded-md border bg-muted/50 px-3 py-2 text-muted-foreground text-xs">
            <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            {t("builder.share.prefillConsentNotice")}
          </p>
        )}
        {fillable.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("builder.share.prefillNothingToFill")}</p>
        ) : (
          fillable.map((question) => (
            <PrefillAnswerField
              key={question._id}
              question={question}
              value={answers[question._id]}
              onChange={(value) => setAnswers((current) => ({ ...current, [question._id]: value }))}
            />
          ))
        )}
        {hiddenFields.length > 0 && (
          <HiddenValueFields
            names={hiddenFields}
            values={hiddenValues}
            onChange={(name, value) =>
              setHiddenValues((current) => ({ ...current, [name]: value }))
            }
          />
        )}
      </div>
      <div className="grid gap-2 border-t pt-4">
        <label htmlFor={linkId} className="font-medium text-sm">
          {t("builder.share.prefillLink")}
        </label>
        <div className="flex gap-2">
          <Input
            id={linkId}
            readOnly
            value={link}
            className="font-mono text-xs md:text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" onClick={copy} className="shrink-0">
            <Copy aria-hidden="true" />
            {t("builder.share.copyLink")}
          </Button>
        </div>
      </div>
    </DialogContent>
  );
}
