import {
  CONFIRMATION_MESSAGE_MAX,
  type FormVariable,
  VARIABLE_NAME_PATTERN,
} from "@formloom/shared";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useAppText } from "@/lib/i18n/use-app-text";
import { insertVariableToken } from "../../utils/ending-edits";

type EndingMessageFieldProps = {
  label: string;
  value: string;
  error?: string;
  variables: readonly FormVariable[];
  onChange: (message: string) => void;
};

/** An ending's text, with a button per variable that writes its {{var:name}} at the caret. */
export function EndingMessageField({
  label,
  value,
  error,
  variables,
  onChange,
}: EndingMessageFieldProps) {
  const t = useAppText();
  const ref = useRef<HTMLTextAreaElement>(null);
  const named = variables.filter((variable) => VARIABLE_NAME_PATTERN.test(variable.name));
  const insert = (name: string) => {
    const caret = ref.current?.selectionStart ?? value.length;
    onChange(insertVariableToken(value, name, caret));
    ref.current?.focus();
  };
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <div className="grid grid-cols-1 gap-2">
          <Textarea
            {...control}
            ref={ref}
            rows={2}
            maxLength={CONFIRMATION_MESSAGE_MAX}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {named.length > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              {named.map(({ name }) => (
                <Button
                  key={name}
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => insert(name)}
                >
                  {t("builder.endings.insertVariable", { name })}
                </Button>
              ))}
            </div>
          )}
        </div>
      )}
    </FormField>
  );
}
