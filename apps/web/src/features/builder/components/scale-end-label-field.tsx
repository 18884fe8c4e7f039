import { SCALE_LABEL_MAX } from "@formloom/shared";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type ScaleEndLabelFieldProps = {
  /** The scale value the label stands beside. */
  at: number;
  example: string;
  value: string;
  error?: string;
  onChange: (label: string) => void;
};

export function ScaleEndLabelField({
  at,
  example,
  value,
  error,
  onChange,
}: ScaleEndLabelFieldProps) {
  return (
    <FormField
      label={`Label at ${at} (optional)`}
      error={error}
      hint={`Up to ${SCALE_LABEL_MAX} characters, e.g. "${example}"`}
    >
      {(control) => (
        <Input
          {...control}
          value={value}
          maxLength={SCALE_LABEL_MAX}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
