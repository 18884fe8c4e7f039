import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

type SubmitButtonProps = ButtonProps & { isPending?: boolean; children: ReactNode };

/** A full-width submit button that shows a spinner and stays disabled while the call runs. */
export function SubmitButton({
  isPending = false,
  disabled,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      className="w-full"
      disabled={disabled || isPending}
      aria-busy={isPending || undefined}
      {...props}
    >
      {isPending && <Spinner />}
      {children}
    </Button>
  );
}
