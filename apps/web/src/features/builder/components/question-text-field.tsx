import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";
import { PipingTextControl } from "./piping-text-control";

type QuestionTextFieldProps = {
  /** The question's place among the items: it may pipe the answers before it. */
  index: number;
  value: string;
  error?: string;
  onChange: (questionText: string) => void;
};

export function QuestionTextField({ index, value, error, onChange }: QuestionTextFieldProps) {
  const t = useAppText();
  return (
    <FormField label={t("builder.question.text")} error={error}>
      {(control) => (
        <PipingTextControl index={index} value={value} onChange={onChange}>
          {(piping) => (
            <Input
              {...control}
              {...piping}
              data-focus-target="text"
              value={value}
              placeholder={t("builder.question.untitledQuestion")}
            />
          )}
        </PipingTextControl>
      )}
    </FormField>
  );
}
