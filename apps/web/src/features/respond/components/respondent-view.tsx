import type { PublicForm } from "@formloom/shared";
import type { HiddenValues } from "@formloom/shared/hidden-fields";
import type { LanguageCode } from "@formloom/shared/languages";
import { lazy, Suspense, useMemo, useState } from "react";
import { selectIsSignedIn, useAuthStore } from "@/lib/auth-store";
import { CalculationsProvider } from "../calculations/calculations-provider";
import type { Submission } from "../hooks/use-submit-answers";
import { type FormBlock, findFormBlock } from "../utils/form-access";
import { formInLanguage } from "../utils/shown-form";
import { FormBlockNotice } from "./form-block-notice";
import { RespondForm } from "./respond-form";
import { ThankYou } from "./thank-you";

// Only forms laid out one question at a time load their walk (the public page's weight budget).
const OneAtATimeForm = lazy(() =>
  import("./one-at-a-time-form").then((module) => ({ default: module.OneAtATimeForm })),
);

type RespondentViewProps = {
  form: PublicForm;
  language: LanguageCode;
  /** The link's hidden field values, which the form's logic reads and the submission carries. */
  hiddenValues: HiddenValues;
};

/** The loaded form, with its calculations' evaluator when it has variables or endings. */
export function RespondentView(props: RespondentViewProps) {
  return (
    <CalculationsProvider form={props.form} fallback={null}>
      <RespondentContent {...props} />
    </CalculationsProvider>
  );
}

/** The loaded form in the page's language: its questions, why it cannot be answered, or thanks. */
function RespondentContent({ form, language, hiddenValues }: RespondentViewProps) {
  const shown = useMemo(() => formInLanguage(form, language), [form, language]);
  const isSignedIn = useAuthStore(selectIsSignedIn);
  const [submission, setSubmission] = useState<Submission | null>(null);
  // A refusal of the submission outranks what the page knew when it loaded.
  const [submitBlock, setSubmitBlock] = useState<FormBlock | null>(null);
  // A new key gives "Submit another response" a blank form.
  const [attempt, setAttempt] = useState(0);
  const block = submitBlock ?? findFormBlock(shown, isSignedIn);

  if (submission) {
    return (
      <ThankYou
        form={shown}
        submission={submission}
        onAnswerAgain={() => {
          setAttempt((count) => count + 1);
          setSubmission(null);
        }}
      />
    );
  }
  if (block) return <FormBlockNotice formId={form._id} title={shown.title} block={block} />;
  const formProps = {
    form: shown,
    hiddenValues,
    onSubmitted: (submitted: Submission) => {
      setSubmission(submitted);
      window.scrollTo({ top: 0 });
    },
    onBlocked: (refusal: FormBlock) => {
      setSubmitBlock(refusal);
      window.scrollTo({ top: 0 });
    },
  };
  if (shown.settings.layout === "oneAtATime") {
    return (
      <Suspense fallback={null}>
        <OneAtATimeForm key={attempt} {...formProps} />
      </Suspense>
    );
  }
  return <RespondForm key={attempt} {...formProps} />;
}
