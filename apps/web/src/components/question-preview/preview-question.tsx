import type { QuestionDraft } from "@formloom/shared";
import { Star, Upload } from "lucide-react";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { PreviewGrid } from "./preview-grid";
import { PreviewQuestionLabel } from "./preview-question-label";
import { PreviewRanking } from "./preview-ranking";
import { PreviewScale } from "./preview-scale";

const FILE_ACCEPT = { none: undefined, image: ".img,.png,.jpg,.jpeg", pdf: ".pdf" } as const;

/** One question as a respondent will see it, with every control disabled. */
export function PreviewQuestion({ question }: { question: QuestionDraft }) {
  const id = useId();
  const { questionType } = question;

  if (questionType === "multipleChoice" || questionType === "checkbox") {
    const inputType = questionType === "multipleChoice" ? "radio" : "checkbox";
    return (
      <fieldset className="grid min-w-0 grid-cols-1 gap-3">
        <legend className="mb-3">
          <PreviewQuestionLabel question={question} />
        </legend>
        {question.options.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat while being edited
          <label key={index} className="flex items-center gap-3 text-sm opacity-80">
            <input type={inputType} name={id} disabled className="size-4 shrink-0 accent-primary" />
            <span className="min-w-0 wrap-anywhere">{option || `Option ${index + 1}`}</span>
          </label>
        ))}
      </fieldset>
    );
  }

  if (questionType === "linearScale") return <PreviewScale question={question} />;
  if (questionType === "matrix") return <PreviewGrid question={question} />;
  if (questionType === "ranking") return <PreviewRanking question={question} />;

  if (questionType === "rating") {
    const maxRating = question.maxRating ?? 5;
    return (
      <fieldset className="grid min-w-0 grid-cols-1 gap-3">
        <legend className="mb-3">
          <PreviewQuestionLabel question={question} />
        </legend>
        <div className="flex flex-wrap gap-1">
          {Array.from({ length: maxRating }, (_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: stars are identified by their value
              key={index}
              type="button"
              disabled
              aria-label={`${index + 1} of ${maxRating}`}
              className="rounded-md p-1 text-muted-foreground/60"
            >
              <Star aria-hidden="true" className="size-6" />
            </button>
          ))}
        </div>
      </fieldset>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-3">
      <PreviewQuestionLabel question={question} htmlFor={`${id}-control`} />
      {questionType === "dropdown" ? (
        <Select disabled>
          <SelectTrigger id={`${id}-control`} className="sm:max-w-xs">
            <SelectValue placeholder="Choose" />
          </SelectTrigger>
          <SelectContent>
            {question.options.map((option, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat while being edited
              <SelectItem key={index} value={option || `option-${index}`}>
                {option || `Option ${index + 1}`}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : questionType === "email" ? (
        <Input id={`${id}-control`} type="email" disabled placeholder="name@example.com" />
      ) : questionType === "number" ? (
        <Input
          id={`${id}-control`}
          type="number"
          disabled
          placeholder="Number"
          className="sm:max-w-xs"
        />
      ) : questionType === "date" ? (
        <Input id={`${id}-control`} type="date" disabled className="w-fit" />
      ) : questionType === "paragraph" ? (
        <Textarea id={`${id}-control`} disabled placeholder="Long answer text" />
      ) : questionType === "file" ? (
        <div className="flex items-center gap-3 rounded-lg border border-dashed px-4 py-3 text-muted-foreground text-sm">
          <Upload aria-hidden="true" className="size-4 shrink-0" />
          <input
            id={`${id}-control`}
            type="file"
            disabled
            accept={FILE_ACCEPT[question.validations.fileType ?? "none"]}
            className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1.5 file:font-medium file:text-sm"
          />
        </div>
      ) : (
        <Input id={`${id}-control`} disabled placeholder="Short answer text" />
      )}
    </div>
  );
}
