import type { PublicQuestion } from "@formloom/shared";
import { useEffect, useRef } from "react";
import { getQuestionIds } from "../components/question-ids";

function focusQuestion(questionId: string) {
  const card = document.getElementById(getQuestionIds(questionId).card);
  const control = card?.querySelector<HTMLElement>(
    'input, textarea, select, [role="radio"][tabindex="0"], button',
  );
  (control ?? card)?.focus();
}

type QuestionFocusOptions = {
  /** The questions on the page on screen. */
  pageQuestions: readonly PublicQuestion[];
  goToQuestion: (questionId: string) => void;
  /** The element that takes focus on a new page. */
  progressId: string;
};

/** Focus that follows the respondent: to a question with an error, or to a page just turned. */
export function useQuestionFocus({
  pageQuestions,
  goToQuestion,
  progressId,
}: QuestionFocusOptions) {
  // Where focus goes once the page has turned: set with the turn, used by the render showing it.
  const focusAfterTurn = useRef<{ questionId: string } | "page" | null>(null);
  useEffect(() => {
    if (focusAfterTurn.current === null) return;
    const target = focusAfterTurn.current;
    focusAfterTurn.current = null;
    if (target === "page") {
      window.scrollTo({ top: 0 });
      document.getElementById(progressId)?.focus();
    } else if (target) {
      focusQuestion(target.questionId);
    }
  });

  /** Focuses a question, turning to its page first when it is on another one. */
  const showQuestion = (questionId: string) => {
    if (pageQuestions.some((question) => question._id === questionId)) {
      focusQuestion(questionId);
      return;
    }
    focusAfterTurn.current = { questionId };
    goToQuestion(questionId);
  };

  const turnPage = (turn: () => void) => {
    focusAfterTurn.current = "page";
    turn();
  };

  return { focusQuestion, showQuestion, turnPage };
}
