import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Tabs, TabsContent } from "@/components/ui/tabs";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { useDuplicateForm } from "@/lib/duplicate-form";
import { useCreateForm } from "../api/create-form";
import { useRegexPatterns } from "../api/get-regex-patterns";
import { useUpdateForm } from "../api/update-form";
import { useActiveCard } from "../hooks/use-active-card";
import { useFormBuilder } from "../hooks/use-form-builder";
import { useLeaveConfirmation } from "../hooks/use-leave-confirmation";
import type { BuilderAction, BuilderState } from "../utils/builder-state";
import { getSaveErrorMessage } from "../utils/get-save-error-message";
import { getTouchedField } from "../utils/touched-field";
import { type DraftErrors, pickTouchedErrors, validateDraft } from "../utils/validate-draft";
import { BuilderHeader } from "./builder-header";
import { BuilderShareMenu } from "./builder-share-menu";
import { FormDetailsEditor } from "./form-details-editor";
import { FormPreview } from "./form-preview";
import { LeaveConfirmDialog } from "./leave-confirm-dialog";
import { QuestionList } from "./question-list";
import { SettingsSheet } from "./settings-sheet";

type FormBuilderProps = { formId?: string; initialState: BuilderState };

type Tab = "edit" | "preview";

const isSettingsPath = (path: string) => path.startsWith("settings.");

// A save's outcome replaces the toast of an earlier try: no stale failure under a success.
const SAVE_TOAST = { id: "save-form" };

const firstQuestionIndex = (paths: string[]) =>
  Math.min(
    ...paths
      .map((path) => Number(/^questions\.(\d+)\./.exec(path)?.[1] ?? Number.NaN))
      .filter(Number.isFinite),
  );

/** Creates a form, or edits the one with `formId`; after a save it goes to the dashboard. */
export function FormBuilder({ formId, initialState }: FormBuilderProps) {
  const navigate = useNavigate();
  const { state, dispatch, isDirty, markSaved } = useFormBuilder(initialState);
  const [tab, setTab] = useState<Tab>("edit");
  const [hasTriedSaving, setTriedSaving] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<{ errors: DraftErrors; for: BuilderState }>();
  const editRef = useRef<HTMLDivElement>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const { activeKey, setActiveKey } = useActiveCard(state.questions);

  const createForm = useCreateForm();
  const updateForm = useUpdateForm();
  const isSaving = createForm.isPending || updateForm.isPending;
  const duplicateForm = useDuplicateForm();
  const regexPatterns = useRegexPatterns();
  const { blocker, allowLeaving } = useLeaveConfirmation(isDirty && !isSaving);

  useEffect(() => {
    if (regexPatterns.isError) console.error("Failed to fetch regex list", regexPatterns.error);
  }, [regexPatterns.isError, regexPatterns.error]);

  const edit = useCallback(
    (action: BuilderAction) => {
      const isApplied = dispatch(action);
      const field = getTouchedField(action);
      if (isApplied && field) {
        setTouched((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));
      }
      return isApplied;
    },
    [dispatch],
  );

  // SPEC §5: validation runs on every change; messages show for edited fields, and for all
  // of them once a save was refused.
  const errors = useMemo<DraftErrors>(() => {
    const check = validateDraft(state);
    const clientErrors = check.ok
      ? {}
      : hasTriedSaving
        ? check.errors
        : pickTouchedErrors(check.errors, state, touched);
    const fromServer = serverErrors?.for === state ? serverErrors.errors : {};
    return { ...fromServer, ...clientErrors };
  }, [hasTriedSaving, touched, state, serverErrors]);

  const hasSettingsErrors = Object.keys(errors).some(isSettingsPath);

  // A refused save shows its first message: in the Settings panel when only settings are wrong.
  const showInvalid = (fieldErrors: DraftErrors) => {
    const paths = Object.keys(fieldErrors);
    if (paths.length > 0 && paths.every(isSettingsPath)) {
      setSettingsOpen(true);
      return;
    }
    setTab("edit");
    // The first question with a message opens, so focus can reach its field.
    const invalidKey = state.questions[firstQuestionIndex(paths)]?.key;
    if (invalidKey) setActiveKey(invalidKey);
    setFocusInvalid((count) => count + 1);
  };

  useEffect(() => {
    if (focusInvalid === 0) return;
    editRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const onSaved = (message: string) => {
    toast.success(message, SAVE_TOAST);
    markSaved();
    allowLeaving();
    navigate("/dashboard");
  };

  const onSaveFailed = (error: unknown) => {
    toast.error(getSaveErrorMessage(error), SAVE_TOAST);
    if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
      setServerErrors({ errors: error.fieldErrors, for: state });
      showInvalid(error.fieldErrors);
    }
  };

  const onSave = () => {
    if (isSaving) return;
    const check = validateDraft(state);
    if (!check.ok) {
      setTriedSaving(true);
      toast.error(check.message, SAVE_TOAST);
      showInvalid(check.errors);
      return;
    }
    if (formId) {
      updateForm.mutate(
        { formId, body: check.body },
        { onSuccess: () => onSaved("Form updated successfully!"), onError: onSaveFailed },
      );
    } else {
      createForm.mutate(check.body, {
        onSuccess: () => onSaved("Form saved successfully!"),
        onError: onSaveFailed,
      });
    }
  };

  // The copy opens in the builder; unsaved edits here are asked about as any leaving is.
  const onDuplicate = (id: string) => {
    if (duplicateForm.isPending) return;
    duplicateForm.mutate(id, {
      onSuccess: (copy) => {
        toast.success(`"${copy.title}" created`);
        navigate(`/forms/${copy._id}/edit`);
      },
      onError: (error) => toast.error(getErrorMessage(error, "Form not duplicated")),
    });
  };

  return (
    <Tabs value={tab} onValueChange={(next) => setTab(next as Tab)} className="gap-0">
      <BuilderHeader
        isSaving={isSaving}
        isDirty={isDirty}
        hasSettingsErrors={hasSettingsErrors}
        onOpenSettings={() => setSettingsOpen(true)}
        onSave={onSave}
        onDuplicate={formId ? () => onDuplicate(formId) : undefined}
        isDuplicating={duplicateForm.isPending}
        shareMenu={
          formId && (
            <BuilderShareMenu
              formId={formId}
              title={state.title}
              questions={state.questions}
              isDirty={isDirty}
            />
          )
        }
      />
      <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
        {/* Both panels hold their own focusable controls; the panel itself is no tab stop. */}
        <TabsContent value="edit" ref={editRef} tabIndex={-1} className="grid grid-cols-1 gap-4">
          <FormDetailsEditor
            title={state.title}
            description={state.description}
            errors={errors}
            dispatch={edit}
          />
          <QuestionList
            questions={state.questions}
            errors={errors}
            patterns={regexPatterns.data ?? []}
            isLoadingPatterns={regexPatterns.isPending}
            activeKey={activeKey}
            onActivate={setActiveKey}
            dispatch={edit}
          />
        </TabsContent>
        <TabsContent value="preview" tabIndex={-1}>
          <FormPreview
            title={state.title}
            description={state.description}
            questions={state.questions}
          />
        </TabsContent>
      </div>
      <SettingsSheet
        isOpen={isSettingsOpen}
        onOpenChange={setSettingsOpen}
        settings={state.settings}
        errors={errors}
        onChange={(changes) => edit({ type: "updateSettings", changes })}
      />
      <LeaveConfirmDialog blocker={blocker} />
    </Tabs>
  );
}
