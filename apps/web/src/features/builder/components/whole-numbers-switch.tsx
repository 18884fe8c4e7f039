import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useAppText } from "@/lib/i18n/use-app-text";

type WholeNumbersSwitchProps = {
  checked: boolean;
  error?: string;
  onChange: (integer: boolean) => void;
};

export function WholeNumbersSwitch({ checked, error, onChange }: WholeNumbersSwitchProps) {
  const t = useAppText();
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <div className="flex items-center gap-2.5">
        <Switch
          id={`${id}-integer`}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-integer-error` : undefined}
          onCheckedChange={onChange}
        />
        <Label htmlFor={`${id}-integer`} className="cursor-pointer">
          {t("builder.question.wholeNumbersOnly")}
        </Label>
      </div>
      {error && (
        <p id={`${id}-integer-error`} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
