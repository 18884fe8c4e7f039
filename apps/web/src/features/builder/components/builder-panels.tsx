import { type RefObject, useEffect } from "react";
import { TabsContent } from "@/components/ui/tabs";
import { useRegexPatterns } from "../api/get-regex-patterns";
import type { BuilderAction, BuilderState } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";
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
          <QuestionList
            questions={state.questions}
            errors={errors}
            patterns={regexPatterns.data ?? []}
            isLoadingPatterns={regexPatterns.isPending}
            activeKey={activeKey}
            onActivate={onActivate}
            dispatch={edit}
          />
        </HiddenFieldsProvider>
        <EditableFieldset>
          <HiddenFieldsEditor names={state.hiddenFields} errors={errors} dispatch={edit} />
        </EditableFieldset>
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
