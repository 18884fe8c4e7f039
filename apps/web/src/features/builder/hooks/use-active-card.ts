import type { QuestionDraft } from "@formloom/shared";
import { useState } from "react";

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/**
 * Which card of the list is open for editing; the others show a one-line summary. A card the
 * last edit added (a new question, section or copy) opens at once, in the same render, so
 * focus can move into it; when the open card is deleted, the one before it opens.
 */
export function useActiveCard(questions: readonly QuestionDraft[]) {
  const keys = questions.map((question) => question.key);
  const [activeKey, setActiveKey] = useState<string | null>(keys[0] ?? null);
  const [knownKeys, setKnownKeys] = useState(keys);

  if (!sameKeys(keys, knownKeys)) {
    setKnownKeys(keys);
    const added = keys.find((key) => !knownKeys.includes(key));
    if (added) {
      setActiveKey(added);
    } else if (activeKey !== null && !keys.includes(activeKey)) {
      const removedAt = knownKeys.indexOf(activeKey);
      setActiveKey(keys[Math.max(0, removedAt - 1)] ?? null);
    }
  }

  return { activeKey, setActiveKey };
}
