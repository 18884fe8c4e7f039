import { CopyPlus } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { IconAction } from "@/components/icon-action";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { useDuplicateForm } from "@/lib/duplicate-form";
import { useAppText } from "@/lib/i18n/use-app-text";

/** Makes a private copy without responses; it shows first in the list, newest first. */
export function DuplicateFormButton({ formId }: { formId: string }) {
  const navigate = useNavigate();
  const duplicate = useDuplicateForm();
  const t = useAppText();

  const onDuplicate = () => {
    if (duplicate.isPending) return;
    duplicate.mutate(formId, {
      onSuccess: (copy) =>
        toast.success(t("dashboard.duplicate.created", { title: copy.title }), {
          action: {
            label: t("dashboard.duplicate.edit"),
            onClick: () => navigate(`/forms/${copy._id}/edit`),
          },
        }),
      onError: (error) => toast.error(getErrorMessage(error, t("dashboard.duplicate.failed"))),
    });
  };

  return (
    <IconAction
      label={t("dashboard.duplicate.label")}
      onClick={onDuplicate}
      aria-disabled={duplicate.isPending || undefined}
    >
      {duplicate.isPending ? <Spinner /> : <CopyPlus aria-hidden="true" />}
    </IconAction>
  );
}
