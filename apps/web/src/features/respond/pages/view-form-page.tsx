import { useState } from "react";
import { hasErrorCode, MALFORMED_ADDRESS_CODES } from "@/lib/api-client";
import { selectIsSignedIn, useAuthStore } from "@/lib/auth-store";
import { usePublicForm } from "../api/get-public-form";
import { FormBlockNotice } from "../components/form-block-notice";
import { FormLoadError } from "../components/form-load-error";
import { FormNotFound } from "../components/form-not-found";
import { PublicFormShell } from "../components/public-form-shell";
import { RespondForm } from "../components/respond-form";
import { RespondSkeleton } from "../components/respond-skeleton";
import { ThankYou } from "../components/thank-you";
import type { Submission } from "../hooks/use-submit-answers";
import { LanguageMenu } from "../i18n/language-menu";
import { useRespondLanguage } from "../i18n/use-respond-language";
import { useRespondText } from "../i18n/use-respond-text";
import { isEmbedMode, isTransparentEmbed } from "../utils/embed-mode";
import { type FormBlock, findFormBlock } from "../utils/form-access";
import { respondentErrorMessage } from "../utils/respondent-error";

/** The public respondent page (/forms/:formId/view): what most people ever see of Formloom. */
export function ViewFormPage({ formId }: { formId: string }) {
  const [isEmbedded] = useState(() => isEmbedMode(window.location.search));
  const [isTransparent] = useState(() => isTransparentEmbed(window.location.search));
  const form = usePublicForm(formId);
  const loaded = form.status === "success" ? form.data : undefined;
  const language = useRespondLanguage(loaded);
  const t = useRespondText();
  const isSignedIn = useAuthStore(selectIsSignedIn);
  const [submission, setSubmission] = useState<Submission | null>(null);
  // A refusal of the submission outranks what the page knew when it loaded.
  const [submitBlock, setSubmitBlock] = useState<FormBlock | null>(null);
  // A new key gives "Submit another response" a blank form.
  const [attempt, setAttempt] = useState(0);
  const block = loaded ? (submitBlock ?? findFormBlock(loaded, isSignedIn)) : null;

  return (
    <PublicFormShell
      embed={isEmbedded ? { formId, isTransparent } : undefined}
      languageMenu={
        <LanguageMenu
          language={language.language}
          offered={language.offered}
          onChoose={language.choose}
        />
      }
    >
      {form.status === "pending" || !language.isReady ? (
        <RespondSkeleton isEmbedded={isEmbedded} />
      ) : form.status === "error" ? (
        hasErrorCode(form.error, ...MALFORMED_ADDRESS_CODES, "FORM_NOT_FOUND") ? (
          <FormNotFound />
        ) : (
          <FormLoadError
            message={respondentErrorMessage(form.error, t, "loadError.fallback")}
            onRetry={() => form.refetch()}
          />
        )
      ) : submission ? (
        <ThankYou
          form={form.data}
          submission={submission}
          onAnswerAgain={() => {
            setAttempt((count) => count + 1);
            setSubmission(null);
          }}
        />
      ) : block ? (
        <FormBlockNotice formId={formId} title={form.data.title} block={block} />
      ) : (
        <RespondForm
          key={attempt}
          form={form.data}
          onSubmitted={(submitted) => {
            setSubmission(submitted);
            window.scrollTo({ top: 0 });
          }}
          onBlocked={(refusal) => {
            setSubmitBlock(refusal);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </PublicFormShell>
  );
}
