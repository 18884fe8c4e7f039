import type { Form, FormTexts, LanguageCode } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { getFormQueryKey } from "./get-form";

type SaveTranslationsInput = { formId: string; language: LanguageCode; texts: FormTexts };
type SavedTranslations = { _id: string; language: LanguageCode; texts: FormTexts };

/** PUT /api/forms/{id}/translations/{language}: that language's texts, replaced whole. */
export function saveTranslations({ formId, language, texts }: SaveTranslationsInput) {
  return apiClient.put<SavedTranslations>(`/forms/${formId}/translations/${language}`, { texts });
}

/** The saved texts go into the builder's copy of the form, which the translation view reads. */
export function useSaveTranslations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTranslations,
    onSuccess: ({ data }) =>
      queryClient.setQueryData<Form>(
        getFormQueryKey(data._id),
        (form) =>
          form && { ...form, translations: { ...form.translations, [data.language]: data.texts } },
      ),
  });
}
