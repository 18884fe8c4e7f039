import { Pencil } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

type EditRowLinkProps = {
  to: string;
  /** The list page the edit page goes back to. */
  returnTo: string;
  label: string;
};

/** A row's pencil button that opens the row's edit page. */
export function EditRowLink({ to, returnTo, label }: EditRowLinkProps) {
  return (
    <Button asChild variant="ghost" size="icon-sm">
      <Link to={to} state={{ returnTo }} aria-label={label}>
        <Pencil aria-hidden="true" />
      </Link>
    </Button>
  );
}
