import { roleMay } from "@formloom/shared";
import { RotateCcw } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useMembers } from "@/lib/workspace/get-members";
import { useMemberName } from "@/lib/workspace/use-member-name";

type NotifyMembersFieldProps = {
  workspaceId: string;
  /** Who created the form: the mail goes to them while nobody is chosen. */
  ownerId: string | undefined;
  chosen: readonly string[];
  error?: string;
  onChange: (notifyMemberIds: string[]) => void;
};

/**
 * Settings › who gets the response mail: a checkbox for each member who may read responses. None
 * chosen means the creator, so the creator shows ticked then, and the last one ticked stays.
 */
export function NotifyMembersField({
  workspaceId,
  ownerId,
  chosen,
  error,
  onChange,
}: NotifyMembersFieldProps) {
  const t = useAppText();
  const hintId = useId();
  const errorId = useId();
  const memberName = useMemberName();
  const members = useMembers(workspaceId);

  if (members.isPending) return <Skeleton className="h-16 w-full" />;
  if (members.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-destructive">{t("workspaces.members.loadFailed")}</span>
        <Button variant="outline" size="sm" onClick={() => members.refetch()}>
          <RotateCcw aria-hidden="true" />
          {t("builder.page.retry")}
        </Button>
      </div>
    );
  }

  const readers = members.data.filter((member) => roleMay(member.role, "responses.read"));
  const ticked = chosen.length === 0 && ownerId ? [ownerId] : chosen;
  // Kept in the list's order; a member who has left drops out with the next change.
  const toggle = (userId: string, isTicked: boolean) =>
    onChange(
      readers
        .map((reader) => reader.userId)
        .filter((id) => (id === userId ? isTicked : ticked.includes(id))),
    );
  const tickedCount = readers.filter((reader) => ticked.includes(reader.userId)).length;

  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 font-medium text-sm">{t("builder.notifyMembers.legend")}</legend>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t("builder.notifyMembers.hint")}
      </p>
      <ul className="grid gap-2">
        {readers.map((member) => {
          const isTicked = ticked.includes(member.userId);
          return (
            <li key={member.userId}>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  checked={isTicked}
                  disabled={isTicked && tickedCount === 1}
                  onChange={(event) => toggle(member.userId, event.target.checked)}
                />
                <span className="grid min-w-0">
                  <span className="wrap-anywhere">{memberName(member)}</span>
                  <span className="text-muted-foreground text-xs wrap-anywhere">
                    {member.email}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
