import type { FormTemplateDto } from "@formloom/shared";
import { ArrowLeft, FilePlus2, RotateCcw } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useCurrentWorkspace } from "@/lib/workspace/current-workspace";
import { useNewFormPath } from "@/lib/workspace/new-form-path";
import { useCreateFormFromTemplate } from "../api/create-form-from-template";
import { useTemplates } from "../api/get-templates";
import { formatQuestionCount } from "../utils/format-question-count";
import { TemplateFormPreview } from "./template-form-preview";
import { TemplateIcon } from "./template-icon";

const cardClass =
  "flex h-full flex-col gap-1.5 rounded-xl border bg-card p-4 text-start transition-colors hover:border-primary/40 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring";

function countQuestions(template: FormTemplateDto): number {
  return template.form.questions.filter((question) => question.questionType !== "section").length;
}

function TemplateGallery({
  templates,
  onPreview,
  focusId,
}: {
  templates: ReturnType<typeof useTemplates>;
  onPreview: (template: FormTemplateDto) => void;
  focusId: string | null;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const t = useAppText();
  const newFormPath = useNewFormPath() ?? "/forms/new";
  // Back from a preview, focus returns to the template that was opened.
  useEffect(() => {
    if (!focusId) return;
    listRef.current?.querySelector<HTMLElement>(`[data-template-id="${focusId}"]`)?.focus();
  }, [focusId]);

  return (
    <ul
      ref={listRef}
      aria-label={t("dashboard.create.waysToStart")}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      <li>
        <Link to={newFormPath} className={cardClass}>
          <FilePlus2 aria-hidden="true" className="size-5 text-primary" />
          <span className="font-medium">{t("dashboard.create.blankForm")}</span>
          <span className="text-muted-foreground text-sm">
            {t("dashboard.create.blankFormText")}
          </span>
        </Link>
      </li>
      {templates.isPending &&
        Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <li key={index}>
            <Skeleton className="h-28 w-full rounded-xl" />
          </li>
        ))}
      {templates.data?.map((template) => (
        <li key={template.id}>
          <button
            type="button"
            data-template-id={template.id}
            className={cardClass}
            onClick={() => onPreview(template)}
          >
            <TemplateIcon templateId={template.id} className="size-5 text-primary" />
            <span className="font-medium">{template.name}</span>
            <span className="text-muted-foreground text-sm">{template.summary}</span>
            <span className="mt-auto pt-1 text-muted-foreground text-xs">
              {formatQuestionCount(t, countQuestions(template))}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function TemplatePreview({ template, onBack }: { template: FormTemplateDto; onBack: () => void }) {
  const navigate = useNavigate();
  const createForm = useCreateFormFromTemplate(useCurrentWorkspace().workspaceId);
  const backRef = useRef<HTMLButtonElement>(null);
  const t = useAppText();
  useEffect(() => backRef.current?.focus(), []);

  const onUse = () => {
    if (createForm.isPending) return;
    createForm.mutate(template, {
      onSuccess: (form) => {
        toast.success(
          t("dashboard.create.created", { title: form.title, template: template.name }),
        );
        navigate(`/forms/${form._id}/edit`);
      },
      onError: (error) => toast.error(getErrorMessage(error, t("dashboard.create.notCreated"))),
    });
  };

  return (
    <section
      aria-label={t("dashboard.create.preview", { template: template.name })}
      className="grid gap-4"
    >
      <div className="rounded-xl border bg-muted/40 p-4">
        <h3 className="font-semibold text-xl tracking-tight">{template.form.title}</h3>
        <p className="mt-1 text-muted-foreground text-sm">{template.form.description}</p>
      </div>
      <TemplateFormPreview questions={template.form.questions} />
      <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-col-reverse gap-2 border-t bg-background px-6 py-4 sm:flex-row sm:justify-between">
        <Button ref={backRef} variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t("dashboard.create.backToTemplates")}
        </Button>
        <Button
          onClick={onUse}
          aria-disabled={createForm.isPending || undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        >
          {createForm.isPending && <Spinner />}
          {t("dashboard.create.useTemplate")}
        </Button>
      </div>
    </section>
  );
}

function CreateFormContent() {
  const templates = useTemplates({ enabled: true });
  const [previewed, setPreviewed] = useState<FormTemplateDto | null>(null);
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);
  const t = useAppText();

  return (
    <DialogContent className="max-h-[90vh] max-w-4xl overflow-y-auto">
      <DialogHeader>
        <DialogTitle>{previewed ? previewed.name : t("dashboard.create.title")}</DialogTitle>
        <DialogDescription>
          {previewed ? t("dashboard.create.previewDescription") : t("dashboard.create.description")}
        </DialogDescription>
      </DialogHeader>
      {previewed ? (
        <TemplatePreview
          template={previewed}
          onBack={() => {
            setReturnFocusTo(previewed.id);
            setPreviewed(null);
          }}
        />
      ) : (
        <>
          <TemplateGallery templates={templates} onPreview={setPreviewed} focusId={returnFocusTo} />
          {templates.isError && (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
              <span className="text-destructive">
                {getErrorMessage(templates.error, t("dashboard.create.templatesFailed"))}
              </span>
              <Button variant="outline" size="sm" onClick={() => templates.refetch()}>
                <RotateCcw aria-hidden="true" />
                {t("dashboard.create.tryAgain")}
              </Button>
            </div>
          )}
        </>
      )}
    </DialogContent>
  );
}

/** "Create Form": a blank form, or one of the templates after a preview. */
export function CreateFormDialog({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      {isOpen && <CreateFormContent />}
    </Dialog>
  );
}
