import { type FormVariable, VARIABLE_NAME_MAX, VARIABLE_TEXT_MAX } from "@formloom/shared";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";
import { toConditionValue } from "../../utils/condition-labels";
import { changeVariableKind } from "../../utils/variable-edits";
import { PlainSelect } from "./plain-select";

type VariableRowProps = {
  number: number;
  variable: FormVariable;
  error?: string;
  errorId: string;
  onRename: (name: string) => void;
  onChange: (variable: FormVariable) => void;
  onRemove: () => void;
};

/** One variable: its name, its kind (number or text) and the value it starts from. */
export function VariableRow({
  number,
  variable,
  error,
  errorId,
  onRename,
  onChange,
  onRemove,
}: VariableRowProps) {
  const t = useAppText();
  const invalid = error
    ? { "aria-invalid": true as const, "aria-describedby": errorId }
    : undefined;
  const isNumber = variable.kind === "number";
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)_minmax(0,1fr)_auto] sm:items-center">
      <Input
        value={variable.name}
        maxLength={VARIABLE_NAME_MAX}
        spellCheck={false}
        aria-label={t("builder.variables.name", { number })}
        {...invalid}
        onChange={(event) => onRename(event.target.value)}
      />
      <PlainSelect
        label={t("builder.variables.kind", { number })}
        value={variable.kind}
        entries={[
          { value: "number", label: t("builder.variables.kindNumber") },
          { value: "text", label: t("builder.variables.kindText") },
        ]}
        onChange={(kind) => onChange(changeVariableKind(variable, kind))}
      />
      <Input
        type={isNumber ? "number" : "text"}
        value={String(variable.start)}
        maxLength={isNumber ? undefined : VARIABLE_TEXT_MAX}
        aria-label={t("builder.variables.start", { number })}
        onChange={(event) => {
          const text = event.target.value;
          const start = isNumber ? (toConditionValue("number", text) ?? "") : text;
          onChange({ ...variable, start });
        }}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={t("builder.variables.remove", { name: variable.name || number })}
        className="justify-self-end"
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
