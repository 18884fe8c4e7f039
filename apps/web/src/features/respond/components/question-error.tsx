import { CircleAlert } from "lucide-react";

type QuestionErrorProps = { id: string; message: string | undefined; detail?: string };

/** The question's error, announced as it appears; the id describes the control. */
export function QuestionError({ id, message, detail }: QuestionErrorProps) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="flex items-start gap-1.5 text-destructive text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span>{message}</span>
        {detail && <span className="text-destructive/90"> — {detail}</span>}
      </span>
    </p>
  );
}
