import { type RefObject, useEffect, useMemo } from "react";
import { TabsContent } from "@/components/ui/tabs";
import { useRegexPatterns } from "../api/get-regex-patterns";
import type { BuilderAction, BuilderState } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";
import { EndingsEditor } from "./calculations/endings-editor";
import { VariablesEditor } from "./calculations/variables-editor";
import { CalculationsProvider } from "./calculations-context";
import { EditableFieldset } from "./editable-fieldset";
import { FormDetailsEditor } from "./form-details-editor";
import { FormPreview } from "./form-preview";
import { HiddenFieldsProvider } from "./hidden-fields-context";
import { HiddenFieldsEditor } from "./hidden-fields-editor";
import { QuestionList } from "./question-list";
import { ThemedPreview } from "./theme/themed-preview";

type BuilderPanelsProps = {
  state: BuilderState;
  errors: DraftErrors;
  edit: (action: BuilderAction) => boolean;
  activeKey: string | null;
  onActivate: (key: string) => void;
  editRef: RefObject<HTMLDivElement | null>;
};

/** The builder's two tabs: editing the form's details and questions, and its preview. */
export function BuilderPanels({
  state,
  errors,
  edit,
  activeKey,
  onActivate,
  editRef,
}: BuilderPanelsProps) {
  const regexPatterns = useRegexPatterns();
  const { calculations } = state.settings;
  const calculationsSource = useMemo(() => ({ calculations, errors }), [calculations, errors]);

  useEffect(() => {
    if (regexPatterns.isError) console.error("Failed to fetch regex list", regexPatterns.error);
  }, [regexPatterns.isError, regexPatterns.error]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      {/* Both panels hold their own focusable controls; the panel itself is no tab stop. */}
      <TabsContent value="edit" ref={editRef} tabIndex={-1} className="grid grid-cols-1 gap-4">
        <EditableFieldset>
          <FormDetailsEditor
            title={state.title}
            description={state.description}
            errors={errors}
            dispatch={edit}
          />
        </EditableFieldset>
        <HiddenFieldsProvider value={state.hiddenFields}>
          <CalculationsProvider value={calculationsSource}>
            <QuestionList
              questions={state.questions}
              errors={errors}
              patterns={regexPatterns.data ?? []}
              isLoadingPatterns={regexPatterns.isPending}
              activeKey={activeKey}
              onActivate={onActivate}
              dispatch={edit}
            />
            <EditableFieldset>
              <HiddenFieldsEditor names={state.hiddenFields} errors={errors} dispatch={edit} />
            </EditableFieldset>
            <EditableFieldset>
              <VariablesEditor calculations={calculations} errors={errors} dispatch={edit} />
            </EditableFieldset>
            <EditableFieldset>
              <EndingsEditor
                calculations={calculations}
                questions={state.questions}
                hiddenFields={state.hiddenFields}
                confirmationMessage={state.settings.confirmationMessage}
                errors={errors}
                dispatch={edit}
              />
            </EditableFieldset>
          </CalculationsProvider>
        </HiddenFieldsProvider>
      </TabsContent>
      <TabsContent value="preview" tabIndex={-1}>
        <ThemedPreview theme={state.settings.theme} title={state.title}>
          <FormPreview
            title={state.title}
            description={state.description}
            questions={state.questions}
            layout={state.settings.layout}
          />
        </ThemedPreview>
      </TabsContent>
    </div>
  );
}
