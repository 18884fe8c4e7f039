import { useState } from "react";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { usePublicForm } from "../api/get-public-form";
import { FormLoadError } from "../components/form-load-error";
import { FormNotFound } from "../components/form-not-found";
import { PublicFormShell } from "../components/public-form-shell";
import { RespondForm } from "../components/respond-form";
import { RespondSkeleton } from "../components/respond-skeleton";
import { ThankYou } from "../components/thank-you";

// A malformed id (400) is as missing as an unknown or private one (404).
const NOT_FOUND_STATUSES = new Set([400, 404]);

/** The public respondent page (/forms/:formId/view): what most people ever see of Formloom. */
export function ViewFormPage({ formId }: { formId: string }) {
  const form = usePublicForm(formId);
  const [isSubmitted, setSubmitted] = useState(false);
  // A new key gives "Submit another response" a blank form.
  const [attempt, setAttempt] = useState(0);

  return (
    <PublicFormShell>
      {form.isPending ? (
        <RespondSkeleton />
      ) : form.isError ? (
        isApiError(form.error) && NOT_FOUND_STATUSES.has(form.error.status) ? (
          <FormNotFound />
        ) : (
          <FormLoadError
            message={getErrorMessage(form.error, "Not Found")}
            onRetry={() => form.refetch()}
          />
        )
      ) : isSubmitted ? (
        <ThankYou
          formId={formId}
          title={form.data.title}
          onAnswerAgain={() => {
            setAttempt((count) => count + 1);
            setSubmitted(false);
          }}
        />
      ) : (
        <RespondForm
          key={attempt}
          form={form.data}
          onSubmitted={() => {
            setSubmitted(true);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </PublicFormShell>
  );
}
