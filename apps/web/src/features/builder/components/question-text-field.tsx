import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type QuestionTextFieldProps = {
  value: string;
  error?: string;
  onChange: (questionText: string) => void;
};

export function QuestionTextField({ value, error, onChange }: QuestionTextFieldProps) {
  return (
    <FormField label="Question" error={error}>
      {(control) => (
        <Input
          {...control}
          data-focus-target="text"
          value={value}
          placeholder="Untitled Question"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
