import type { BuilderAction } from "../utils/builder-state";
import { useFocusRequest } from "./use-focus-request";

type UseQuestionListActionsOptions = {
  keys: string[];
  onActivate: (key: string) => void;
  dispatch: (action: BuilderAction) => boolean;
};

/** The list's edits, each moving focus to where the edited card now is. */
export function useQuestionListActions({
  keys,
  onActivate,
  dispatch,
}: UseQuestionListActionsOptions) {
  const { containerRef, requestFocus } = useFocusRequest();

  const onMove = (key: string, direction: "up" | "down") => {
    if (dispatch({ type: "moveQuestion", key, direction })) {
      const target = direction === "up" ? "moveUp" : "moveDown";
      requestFocus({ key }, target, "moveUp", "moveDown");
    }
  };

  const onDuplicate = (key: string) => {
    if (dispatch({ type: "duplicateQuestion", key, now: Date.now() })) {
      requestFocus({ index: keys.indexOf(key) + 1 }, "text");
    }
  };

  const onRemove = (key: string) => {
    const index = keys.indexOf(key);
    if (dispatch({ type: "removeQuestion", key })) {
      requestFocus({ index: Math.max(0, index - 1) }, "handle");
    }
  };

  const onExpand = (key: string) => {
    onActivate(key);
    requestFocus({ key }, "text");
  };

  const onAdd = (type: "addQuestion" | "addSection") => {
    if (dispatch({ type, now: Date.now() })) requestFocus({ index: keys.length }, "text");
  };

  return { containerRef, onMove, onDuplicate, onRemove, onExpand, onAdd };
}
