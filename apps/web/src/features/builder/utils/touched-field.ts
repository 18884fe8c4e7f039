import type { BuilderAction } from "./builder-state";

/** The field an edit touches, for showing its messages as the user types (SPEC §5). */
export function getTouchedField(action: BuilderAction): string | null {
  switch (action.type) {
    case "setTitle":
      return "title";
    case "setDescription":
      return "description";
    case "updateQuestion":
    case "changeQuestionType":
    case "addOption":
    case "removeOption":
    case "renameOption":
    case "selectCorrectAnswer":
    case "applyNpsPreset":
    case "applyCsatPreset":
    case "pasteOptions":
    case "addRow":
    case "removeRow":
    case "renameRow":
    case "selectCorrectColumn":
    case "setCorrectOrder":
    case "addCondition":
    case "removeCondition":
    case "changeCondition":
    case "setLogicMatch":
    case "removeLogic":
      return action.key;
    case "updateSettings":
    case "renameVariable":
    case "removeVariable":
      return "settings";
    case "setHiddenFields":
      return "hiddenFields";
    default:
      return null;
  }
}
