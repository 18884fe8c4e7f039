import type { QuestionDraft } from "@formloom/shared";
import { toOptionImageUrl } from "@formloom/shared/option-images";
import { useId } from "react";
import { useAppText } from "@/lib/i18n/use-app-text";
import { PreviewQuestionLabel } from "./preview-question-label";

/**
 * A multiple-choice, checkbox or image choice question: its options as disabled radios or boxes,
 * an image choice's with their pictures.
 */
export function PreviewChoices({ question }: { question: QuestionDraft }) {
  const t = useAppText();
  const id = useId();
  const { questionType, validations, optionImages } = question;
  const isSingle =
    questionType === "multipleChoice" || (questionType === "imageChoice" && !validations.multiple);
  const inputType = isSingle ? "radio" : "checkbox";
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3">
      <legend className="mb-3">
        <PreviewQuestionLabel question={question} />
      </legend>
      {question.options.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat while being edited
        <label key={index} className="flex items-center gap-3 text-sm opacity-80">
          <input type={inputType} name={id} disabled className="size-4 shrink-0 accent-primary" />
          {optionImages[index]?.imageId && (
            <img
              src={toOptionImageUrl(optionImages[index].imageId)}
              alt={optionImages[index].alt}
              className="size-12 shrink-0 rounded object-cover"
            />
          )}
          <span className="min-w-0 wrap-anywhere">
            {option || t("preview.option", { number: index + 1 })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
