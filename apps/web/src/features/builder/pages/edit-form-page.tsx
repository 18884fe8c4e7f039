import { RotateCcw } from "lucide-react";
import { useEffect, useMemo } from "react";
import { useParams } from "react-router";
import { toast } from "sonner";
import { FormNotFound } from "@/components/form-not-found";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { appText, useAppText } from "@/lib/i18n/use-app-text";
import { formAccess } from "@/lib/workspace/form-access";
import { useForm } from "../api/get-form";
import { BuilderSkeleton } from "../components/builder-skeleton";
import { FormBuilder } from "../components/form-builder";
import { createStateFromForm } from "../utils/builder-state";

function getLoadErrorMessage(error: unknown): string {
  return isApiError(error) && error.status > 0 && error.status <= 500 && error.message
    ? error.message
    : appText("builder.page.loadFailed");
}

export function EditFormPage() {
  const t = useAppText();
  const { formId = "" } = useParams();
  const form = useForm(formId);
  const isNotFound =
    isApiError(form.error) && (form.error.status === 404 || form.error.status === 400);

  // A missing form is said by the page itself ('Form Not Found'); other failures by a toast too.
  useEffect(() => {
    if (form.isError && !isNotFound) toast.error(getLoadErrorMessage(form.error));
  }, [form.isError, form.error, isNotFound]);

  // The builder takes this only when it mounts: a later refetch does not reset the edits.
  const initialState = useMemo(
    () => (form.data ? createStateFromForm(form.data) : null),
    [form.data],
  );

  if (form.isPending) return <BuilderSkeleton />;
  if (isNotFound || !initialState || !form.data) {
    if (!isNotFound && form.isError) {
      return (
        <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
          <h1 className="font-semibold text-2xl tracking-tight">
            {t("builder.page.loadFailedTitle")}
          </h1>
          <p className="text-muted-foreground">{getLoadErrorMessage(form.error)}</p>
          <Button variant="outline" onClick={() => form.refetch()}>
            <RotateCcw aria-hidden="true" />
            {t("builder.page.retry")}
          </Button>
        </section>
      );
    }
    return <FormNotFound />;
  }
  return (
    <FormBuilder
      key={formId}
      formId={formId}
      initialState={initialState}
      access={formAccess(form.data.role)}
      ownership={{ workspaceId: form.data.workspaceId, ownerId: form.data.ownerId }}
    />
  );
}
