import { Eye, PenLine, Save } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAppText } from "@/lib/i18n/use-app-text";
import { DuplicateFormButton } from "./duplicate-form-button";
import { SettingsButton } from "./settings-button";
import { TranslateButton } from "./translations/translate-button";

type BuilderHeaderProps = {
  isSaving: boolean;
  isDirty: boolean;
  /** Whether a setting has a message to read: the button says so. */
  hasSettingsErrors: boolean;
  onOpenSettings: () => void;
  /** Left out for a reader who may not edit: there is nothing to save. */
  onSave?: () => void;
  /** Given for a saved form only: copies what is saved, not the edits. */
  onDuplicate?: () => void;
  isDuplicating?: boolean;
  /** The Share menu, once the form is saved. */
  shareMenu?: ReactNode;
  /** Given for a saved form only: translations key on its stored questions. */
  onOpenTranslations?: () => void;
};

/** 'Form Builder', the Edit/Preview switch and Save Form, kept in view while scrolling. */
export function BuilderHeader({
  isSaving,
  isDirty,
  hasSettingsErrors,
  onOpenSettings,
  onSave,
  onDuplicate,
  isDuplicating = false,
  shareMenu,
  onOpenTranslations,
}: BuilderHeaderProps) {
  const t = useAppText();
  return (
    <div
      data-sticky-header
      className="sticky top-16 z-30 border-b bg-background/90 backdrop-blur-md"
    >
      <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6 sm:py-3">
        {/* The title never shrinks: when the row is full, the buttons wrap below it instead.
            The status has its own line, kept when empty so the header does not jump. */}
        <div className="flex flex-[1_0_auto] flex-col">
          <h1 className="whitespace-nowrap font-semibold text-base tracking-tight sm:text-xl">
            {t("builder.header.title")}
          </h1>
          <span aria-live="polite" className="h-4 whitespace-nowrap text-muted-foreground text-xs">
            {isDirty ? t("builder.header.unsaved") : ""}
          </span>
        </div>
        <TabsList className="order-last w-full sm:order-none sm:w-auto">
          <TabsTrigger value="edit" className="px-4">
            <PenLine aria-hidden="true" />
            {t("builder.header.edit")}
          </TabsTrigger>
          <TabsTrigger value="preview" className="px-4">
            <Eye aria-hidden="true" />
            {t("builder.header.preview")}
          </TabsTrigger>
        </TabsList>
        <div className="ms-auto flex items-center gap-2">
          {shareMenu}
          <SettingsButton hasErrors={hasSettingsErrors} onClick={onOpenSettings} />
          {onOpenTranslations && <TranslateButton onClick={onOpenTranslations} />}
          {onDuplicate && (
            <DuplicateFormButton isDuplicating={isDuplicating} onClick={onDuplicate} />
          )}
          {/* aria-disabled, not disabled: a disabled button drops the keyboard user's focus. */}
          {onSave && (
            <Button
              onClick={onSave}
              aria-disabled={isSaving || undefined}
              className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            >
              {isSaving ? <Spinner /> : <Save aria-hidden="true" />}
              {isSaving ? t("builder.header.saving") : t("builder.header.save")}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
