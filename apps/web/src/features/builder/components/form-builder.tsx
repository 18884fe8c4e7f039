import { isSpamProtected } from "@formloom/shared";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { Tabs } from "@/components/ui/tabs";
import { type FormAccess, formAccess } from "@/lib/workspace/form-access";
import { useActiveCard } from "../hooks/use-active-card";
import { useDraftErrors } from "../hooks/use-draft-errors";
import { useDuplicateAndOpen } from "../hooks/use-duplicate-and-open";
import { useFormBuilder } from "../hooks/use-form-builder";
import { useLeaveConfirmation } from "../hooks/use-leave-confirmation";
import { useSaveDraft } from "../hooks/use-save-draft";
import { useSaveForm } from "../hooks/use-save-form";
import { isSettingsPath, useShowInvalid } from "../hooks/use-show-invalid";
import type { BuilderState } from "../utils/builder-state";
import { BuilderHeader } from "./builder-header";
import { BuilderPanels } from "./builder-panels";
import { BuilderShareMenu } from "./builder-share-menu";
import { CanEditProvider } from "./editable-fieldset";
import { LeaveConfirmDialog } from "./leave-confirm-dialog";
import { PipingSourceProvider } from "./piping-source-context";
import { ReadOnlyBanner } from "./read-only-banner";
import type { FormOwnership } from "./response-mail-settings";
import { SettingsSheet } from "./settings-sheet";
import { TranslationsSheet } from "./translations/translations-sheet";

type FormBuilderProps = {
  formId?: string;
  initialState: BuilderState;
  /** What the reader's role allows on a saved form; a new form is the reader's own to edit. */
  access?: FormAccess;
  ownership: FormOwnership;
};

const NEW_FORM_ACCESS = formAccess("owner");

type Tab = "edit" | "preview";

/**
 * Creates a form, or edits the one with `formId`; after a save it goes to the dashboard. A reader
 * who may not edit sees it read-only: no Save, translations, copy or settings changes.
 */
export function FormBuilder({
  formId,
  initialState,
  access = NEW_FORM_ACCESS,
  ownership,
}: FormBuilderProps) {
  const navigate = useNavigate();
  const { state, dispatch, isDirty, markSaved, acceptSavedSettings } = useFormBuilder(initialState);
  const [tab, setTab] = useState<Tab>("edit");
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const [isTranslationsOpen, setTranslationsOpen] = useState(false);
  const { activeKey, setActiveKey } = useActiveCard(state.questions);

  const { save, isSaving } = useSaveForm(formId);
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

  const onSave = useSaveDraft({
    state,
    isSaving,
    save,
    onSaved: () => {
      markSaved();
      allowLeaving();
      navigate("/dashboard");
    },
    onSaveRefused,
    onServerRefused,
    showInvalid,
  });

  const { canEdit } = access;
  const pipingSource = useMemo(
    () => ({ items: state.questions, hiddenFields: state.hiddenFields }),
    [state.questions, state.hiddenFields],
  );
  return (
    <CanEditProvider value={canEdit}>
      <PipingSourceProvider value={pipingSource}>
        <Tabs value={tab} onValueChange={(next) => setTab(next as Tab)} className="gap-0">
          <BuilderHeader
            isSaving={isSaving}
            isDirty={isDirty}
            hasSettingsErrors={hasSettingsErrors}
            onOpenSettings={() => setSettingsOpen(true)}
            onSave={canEdit ? onSave : undefined}
            onDuplicate={formId && access.canDuplicate ? () => duplicate(formId) : undefined}
            isDuplicating={isDuplicating}
            onOpenTranslations={formId && canEdit ? () => setTranslationsOpen(true) : undefined}
            shareMenu={
              formId && (
                <BuilderShareMenu
                  formId={formId}
                  title={state.title}
                  questions={state.questions}
                  hiddenFields={state.hiddenFields}
                  isDirty={isDirty}
                  canPublish={access.canPublish}
                  isProtected={isSpamProtected(state.settings.spamProtection)}
                  onOpenSettings={() => setSettingsOpen(true)}
                />
              )
            }
          />
          {!canEdit && <ReadOnlyBanner />}
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
            ownership={ownership}
            formId={formId}
          />
          {formId && (
            <TranslationsSheet
              formId={formId}
              isOpen={isTranslationsOpen}
              onOpenChange={setTranslationsOpen}
              isDirty={isDirty}
              onSettingsSaved={acceptSavedSettings}
            />
          )}
          <LeaveConfirmDialog blocker={blocker} />
        </Tabs>
      </PipingSourceProvider>
    </CanEditProvider>
  );
}
