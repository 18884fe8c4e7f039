import type { ReactNode } from "react";
import { Link } from "react-router";

type AuthFooterLinkProps = { prompt: string; to: string; children: ReactNode };

/** An auth card's footer line: a question, then the link that answers it. */
export function AuthFooterLink({ prompt, to, children }: AuthFooterLinkProps) {
  return (
    <>
      {prompt}{" "}
      <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
        {children}
      </Link>
    </>
  );
}
