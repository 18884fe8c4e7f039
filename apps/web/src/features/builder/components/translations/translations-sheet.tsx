import { type Form, type FormSettings, labelSourceTexts, sourceTextsOf } from "@formloom/shared";
import { useMemo } from "react";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useForm } from "../../api/get-form";
import { useTranslationDrafts } from "../../hooks/use-translation-drafts";
import { TranslationsView } from "./translations-view";

type TranslationsSheetProps = {
  formId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Whether the draft has unsaved edits: translations apply to the saved form. */
  isDirty: boolean;
  onSettingsSaved: (changes: Partial<FormSettings>) => void;
};

/** The saved form's texts beside their translations, one added language at a time. */
export function TranslationsSheet({ formId, ...props }: TranslationsSheetProps) {
  const form = useForm(formId).data;
  return form ? <LoadedTranslationsSheet form={form} {...props} /> : null;
}

function LoadedTranslationsSheet({
  form,
  isOpen,
  onOpenChange,
  isDirty,
  onSettingsSaved,
}: Omit<TranslationsSheetProps, "formId"> & { form: Form }) {
  const t = useAppText();
  const sources = useMemo(() => labelSourceTexts(form, sourceTextsOf(form)), [form]);
  // Held here, not in the sheet's content: what was typed is still there when it opens again.
  const drafts = useTranslationDrafts(form, sources);
  return (
    <Sheet open={isOpen} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full max-w-5xl sm:max-w-5xl">
        <div className="border-b px-5 py-4 pe-12">
          <SheetTitle className="text-lg">{t("builder.translations.title")}</SheetTitle>
          <SheetDescription>{t("builder.translations.description")}</SheetDescription>
        </div>
        <TranslationsView
          form={form}
          sources={sources}
          drafts={drafts}
          isDirty={isDirty}
          onSettingsSaved={onSettingsSaved}
        />
      </SheetContent>
    </Sheet>
  );
}
