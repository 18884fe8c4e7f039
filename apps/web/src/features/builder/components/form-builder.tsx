import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Tabs } from "@/components/ui/tabs";
import { isApiError } from "@/lib/api-client";
import { useCreateForm } from "../api/create-form";
import { useUpdateForm } from "../api/update-form";
import { useActiveCard } from "../hooks/use-active-card";
import { useDraftErrors } from "../hooks/use-draft-errors";
import { useDuplicateAndOpen } from "../hooks/use-duplicate-and-open";
import { useFormBuilder } from "../hooks/use-form-builder";
import { useLeaveConfirmation } from "../hooks/use-leave-confirmation";
import { isSettingsPath, useShowInvalid } from "../hooks/use-show-invalid";
import type { BuilderState } from "../utils/builder-state";
import { getSaveErrorMessage } from "../utils/get-save-error-message";
import { validateDraft } from "../utils/validate-draft";
import { BuilderHeader } from "./builder-header";
import { BuilderPanels } from "./builder-panels";
import { BuilderShareMenu } from "./builder-share-menu";
import { LeaveConfirmDialog } from "./leave-confirm-dialog";
import { SettingsSheet } from "./settings-sheet";

type FormBuilderProps = { formId?: string; initialState: BuilderState };

type Tab = "edit" | "preview";

// A save's outcome replaces the toast of an earlier try: no stale failure under a success.
const SAVE_TOAST = { id: "save-form" };

/** Creates a form, or edits the one with `formId`; after a save it goes to the dashboard. */
export function FormBuilder({ formId, initialState }: FormBuilderProps) {
  const navigate = useNavigate();
  const { state, dispatch, isDirty, markSaved } = useFormBuilder(initialState);
  const [tab, setTab] = useState<Tab>("edit");
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const { activeKey, setActiveKey } = useActiveCard(state.questions);

  const createForm = useCreateForm();
  const updateForm = useUpdateForm();
  const isSaving = createForm.isPending || updateForm.isPending;
  const { duplicate, isDuplicating } = useDuplicateAndOpen();
  const { edit, errors, onSaveRefused, onServerRefused } = useDraftErrors(state, dispatch);
  const { blocker, allowLeaving } = useLeaveConfirmation(isDirty && !isSaving);

  const hasSettingsErrors = Object.keys(errors).some(isSettingsPath);
  const { editRef, showInvalid } = useShowInvalid({
    questions: state.questions,
    onActivate: setActiveKey,
    onOpenSettings: () => setSettingsOpen(true),
    onShowEdit: () => setTab("edit"),
  });

  const onSaved = (message: string) => {
    toast.success(message, SAVE_TOAST);
    markSaved();
    allowLeaving();
    navigate("/dashboard");
  };

  const onSaveFailed = (error: unknown) => {
    toast.error(getSaveErrorMessage(error), SAVE_TOAST);
    if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
      onServerRefused(error.fieldErrors);
      showInvalid(error.fieldErrors);
    }
  };

  const onSave = () => {
    if (isSaving) return;
    const check = validateDraft(state);
    if (!check.ok) {
      onSaveRefused();
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

  return (
    <Tabs value={tab} onValueChange={(next) => setTab(next as Tab)} className="gap-0">
      <BuilderHeader
        isSaving={isSaving}
        isDirty={isDirty}
        hasSettingsErrors={hasSettingsErrors}
        onOpenSettings={() => setSettingsOpen(true)}
        onSave={onSave}
        onDuplicate={formId ? () => duplicate(formId) : undefined}
        isDuplicating={isDuplicating}
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
      <BuilderPanels
        state={state}
        errors={errors}
        edit={edit}
        activeKey={activeKey}
        onActivate={setActiveKey}
        editRef={editRef}
      />
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
