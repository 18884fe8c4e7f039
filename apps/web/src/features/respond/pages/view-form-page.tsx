import { lazy, Suspense, useState } from "react";
import { hasErrorCode, MALFORMED_ADDRESS_CODES } from "@/lib/api-client";
import { useLazyFormThemeRoot } from "@/lib/form-theme/use-lazy-form-theme-root";
import { usePublicForm } from "../api/get-public-form";
import { FormLoadError } from "../components/form-load-error";
import { FormNotFound } from "../components/form-not-found";
import { PublicFormShell } from "../components/public-form-shell";
import { RespondSkeleton } from "../components/respond-skeleton";
import { RespondentView } from "../components/respondent-view";
import { useHiddenValues } from "../hooks/use-hidden-values";
import { useResumedPartial } from "../hooks/use-resumed-partial";
import { LanguageMenu } from "../i18n/language-menu";
import { useRespondLanguage } from "../i18n/use-respond-language";
import { useRespondText } from "../i18n/use-respond-text";
import { isEmbedMode, isTransparentEmbed } from "../utils/embed-mode";
import { respondentErrorMessage } from "../utils/respondent-error";
import { titleInLanguage } from "../utils/shown-form";

// Only password-protected forms load their lock screen (the public page's weight budget).
const FormLock = lazy(() =>
  import("../components/form-lock").then((module) => ({ default: module.FormLock })),
);

/** The public respondent page (/forms/:formId/view): what most people ever see of Formloom. */
export function ViewFormPage({ formId }: { formId: string }) {
  const [isEmbedded] = useState(() => isEmbedMode(window.location.search));
  const [isTransparent] = useState(() => isTransparentEmbed(window.location.search));
  const form = usePublicForm(formId);
  const loaded = form.status === "success" ? form.data : undefined;
  const language = useRespondLanguage(loaded);
  const theme = useLazyFormThemeRoot(loaded?.settings.theme);
  const resumed = useResumedPartial(loaded);
  const hidden = useHiddenValues(loaded);
  const t = useRespondText();

  return (
    <PublicFormShell
      embed={isEmbedded ? { formId, isTransparent } : undefined}
      theme={theme.root}
      themeImages={loaded?.settings.theme}
      title={loaded && titleInLanguage(loaded, language.language)}
      languageMenu={
        <LanguageMenu
          language={language.language}
          offered={language.offered}
          onChoose={language.choose}
        />
      }
    >
      {form.status === "pending" ||
      !language.isReady ||
      !theme.isReady ||
      !hidden.isReady ||
      !resumed.isReady ? (
        <RespondSkeleton isEmbedded={isEmbedded} />
      ) : form.status === "error" ? (
        hasErrorCode(form.error, "FORM_PASSWORD_REQUIRED") ? (
          <Suspense fallback={<RespondSkeleton isEmbedded={isEmbedded} />}>
            <FormLock formId={formId} onUnlocked={() => form.refetch()} />
          </Suspense>
        ) : hasErrorCode(form.error, ...MALFORMED_ADDRESS_CODES, "FORM_NOT_FOUND") ? (
          <FormNotFound />
        ) : (
          <FormLoadError
            message={respondentErrorMessage(form.error, t, "loadError.fallback")}
            onRetry={() => form.refetch()}
          />
        )
      ) : (
        <RespondentView
          form={form.data}
          language={language.language}
          hiddenValues={hidden.values}
        />
      )}
    </PublicFormShell>
  );
}
