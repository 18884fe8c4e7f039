import type { FormSettings } from "@formloom/shared";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { DraftErrors } from "../utils/validate-draft";
import { EditableFieldset } from "./editable-fieldset";
import type { FormOwnership } from "./response-mail-settings";
import { SettingsFields } from "./settings-fields";

type SettingsSheetProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  settings: FormSettings;
  errors: DraftErrors;
  onChange: (changes: Partial<FormSettings>) => void;
  ownership: FormOwnership;
  formId: string | undefined;
};

/** The form's Settings panel: response controls and quiz options, saved with Save Form. */
export function SettingsSheet({
  isOpen,
  onOpenChange,
  settings,
  errors,
  onChange,
  ownership,
  formId,
}: SettingsSheetProps) {
  const t = useAppText();
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Sheet open={isOpen} onOpenChange={onOpenChange}>
      <SheetContent
        ref={contentRef}
        side="right"
        className="w-full max-w-md sm:max-w-md"
        onOpenAutoFocus={(event) => {
          // Opened because of a refused save: the first field with a message takes focus.
          const invalid = contentRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
          if (invalid) {
            event.preventDefault();
            invalid.focus();
          }
        }}
      >
        <div className="border-b px-5 py-4 pe-12">
          <SheetTitle className="text-lg">{t("builder.settings.title")}</SheetTitle>
          <SheetDescription>{t("builder.settings.description")}</SheetDescription>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5">
          <EditableFieldset>
            <SettingsFields
              settings={settings}
              errors={errors}
              onChange={onChange}
              ownership={ownership}
              formId={formId}
            />
          </EditableFieldset>
        </div>
        <div className="flex justify-end border-t px-5 py-3">
          <Button type="button" onClick={() => onOpenChange(false)}>
            {t("builder.settings.done")}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
