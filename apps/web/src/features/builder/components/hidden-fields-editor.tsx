import { HIDDEN_FIELD_NAME_MAX, HIDDEN_FIELDS_MAX } from "@formloom/shared";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { BuilderAction } from "../utils/builder-state";
import {
  hasUtmFields,
  removeHiddenField,
  renameHiddenField,
  switchUtmFields,
} from "../utils/hidden-field-edits";
import type { DraftErrors } from "../utils/validate-draft";
import { AddListItemButton } from "./add-list-item-button";
import { BuilderSection } from "./builder-section";
import { SettingSwitch } from "./setting-switch";

type HiddenFieldsEditorProps = {
  names: readonly string[];
  errors: DraftErrors;
  dispatch: (action: BuilderAction) => boolean;
};

/**
 * The names of the values the form's link carries (?customer_id=42), never shown to
 * respondents, stored with their response; the UTM switch declares the five utm_* at once.
 */
export function HiddenFieldsEditor({ names, errors, dispatch }: HiddenFieldsEditorProps) {
  const t = useAppText();
  const setNames = (next: string[]) => dispatch({ type: "setHiddenFields", names: next });
  return (
    <BuilderSection title={t("builder.hiddenFields.title")} hint={t("builder.hiddenFields.hint")}>
      {(id) => (
        <>
          <SettingSwitch
            label={t("builder.hiddenFields.utm")}
            hint={t("builder.hiddenFields.utmHint")}
            checked={hasUtmFields(names)}
            onCheckedChange={(isOn) => setNames(switchUtmFields(names, isOn))}
          />
          {names.length > 0 && (
            <ul className="grid grid-cols-1 gap-2">
              {names.map((name, index) => {
                const error = errors[`hiddenFields.${index}`];
                const errorId = `${id}-error-${index}`;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a name is edited in place, by its place
                  <li key={index} className="grid grid-cols-1 gap-1">
                    <div className="flex items-center gap-2">
                      <Input
                        data-hidden-field-input
                        value={name}
                        maxLength={HIDDEN_FIELD_NAME_MAX}
                        spellCheck={false}
                        aria-label={t("builder.hiddenFields.name", { number: index + 1 })}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        onChange={(event) =>
                          setNames(renameHiddenField(names, index, event.target.value))
                        }
                      />
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        aria-label={t("builder.hiddenFields.remove", { name: name || index + 1 })}
                        onClick={() => setNames(removeHiddenField(names, index))}
                      >
                        <X aria-hidden="true" />
                      </Button>
                    </div>
                    {error && (
                      <p id={errorId} className="text-destructive text-sm">
                        {error}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {errors.hiddenFields && <p className="text-destructive text-sm">{errors.hiddenFields}</p>}
          <AddListItemButton
            label={t("builder.hiddenFields.add")}
            disabled={names.length >= HIDDEN_FIELDS_MAX}
            onClick={() => setNames([...names, ""])}
          />
        </>
      )}
    </BuilderSection>
  );
}
