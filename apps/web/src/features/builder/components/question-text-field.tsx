import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type QuestionTextFieldProps = {
  id: string;
  value: string;
  error?: string;
  onChange: (questionText: string) => void;
};

export function QuestionTextField({ id, value, error, onChange }: QuestionTextFieldProps) {
  return (
    <div className="grid grid-cols-1 gap-2">
      <Label htmlFor={`${id}-text`}>Question</Label>
      <Input
        id={`${id}-text`}
        data-focus-target="text"
        value={value}
        placeholder="Untitled Question"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-text-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-text-error`} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
