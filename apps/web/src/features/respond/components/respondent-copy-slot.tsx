import { lazy, Suspense } from "react";
import type { RespondentCopy } from "../hooks/use-respondent-copy";

// Only forms that send respondents a copy load this code (the public page's weight budget).
const RespondentCopyField = lazy(() =>
  import("./respondent-copy-field").then((module) => ({ default: module.RespondentCopyField })),
);

/** The address for a copy of the answers, on the last page of a form that asks for one. */
export function RespondentCopySlot({ copy, isLast }: { copy: RespondentCopy; isLast: boolean }) {
  if (!copy.isAsked || !isLast) return null;
  return (
    <Suspense fallback={null}>
      <RespondentCopyField copy={copy} />
    </Suspense>
  );
}
