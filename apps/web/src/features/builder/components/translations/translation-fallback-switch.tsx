import type { Form, FormSettings } from "@formloom/shared";
import { LANGUAGES } from "@formloom/shared";
import { toast } from "sonner";
import { getErrorMessage } from "@/lib/api-client";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useUpdateFormSettings } from "../../api/update-form-settings";
import { SettingSwitch } from "../setting-switch";

type TranslationFallbackSwitchProps = {
  form: Form;
  onSaved: (changes: Partial<FormSettings>) => void;
};

const FALLBACK_TOAST = { id: "translation-fallback" };

/** Saved at once through the settings call, so respondents get the change without a form save. */
export function TranslationFallbackSwitch({ form, onSaved }: TranslationFallbackSwitchProps) {
  const t = useAppText();
  const updateSettings = useUpdateFormSettings();
  const pending = updateSettings.isPending ? updateSettings.variables.changes : undefined;
  const checked = pending?.translationFallback ?? form.settings.translationFallback;
  const onCheckedChange = (translationFallback: boolean) =>
    updateSettings.mutate(
      { formId: form._id, changes: { translationFallback } },
      {
        onSuccess: () => {
          onSaved({ translationFallback });
          toast.success(t("builder.translations.settingSaved"), FALLBACK_TOAST);
        },
        onError: (error) =>
          toast.error(
            getErrorMessage(error, t("builder.translations.settingFailed")),
            FALLBACK_TOAST,
          ),
      },
    );
  return (
    <SettingSwitch
      label={t("builder.translations.fallbackLabel")}
      hint={t("builder.translations.fallbackHint", {
        language: LANGUAGES[form.settings.language].englishName,
      })}
      checked={checked}
      onCheckedChange={onCheckedChange}
    />
  );
}
