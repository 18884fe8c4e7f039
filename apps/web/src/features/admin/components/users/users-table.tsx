import type { User } from "@formloom/shared";
import { Badge } from "@/components/ui/badge";
import { TableCell } from "@/components/ui/table";
import { formatDate, formatTime } from "@/lib/format-date-time";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";
import { AdminTable, type AdminTableState } from "../admin-table";
import { EditRowLink } from "../edit-row-link";
import { UserStatusSwitch } from "./user-status-switch";

const COLUMNS: readonly AppTextId[] = [
  "admin.users.name",
  "admin.users.email",
  "admin.users.verification",
  "admin.users.accountStatus",
  "admin.users.createdAt",
  "admin.users.updatedAt",
  "admin.users.actions",
];

type UsersTableProps = AdminTableState & {
  users: User[] | undefined;
  /** Where the edit page returns to: this list at its page. */
  returnTo: string;
};

function EmptyState() {
  const t = useAppText();
  return (
    <>
      <p className="font-medium">{t("admin.users.emptyTitle")}</p>
      <p className="text-muted-foreground text-sm">{t("admin.users.emptyDescription")}</p>
    </>
  );
}

/** The date on one line and the time under it keep the table narrow. */
function DateCell({ iso }: { iso: string }) {
  return (
    <TableCell className="whitespace-nowrap">
      <time dateTime={iso} className="flex flex-col leading-tight">
        <span>{formatDate(iso)}</span>
        <span className="text-muted-foreground text-xs">{formatTime(iso)}</span>
      </time>
    </TableCell>
  );
}

export function UsersTable({ users, returnTo, ...state }: UsersTableProps) {
  const t = useAppText();
  return (
    <AdminTable
      {...state}
      label={t("admin.users.label")}
      columns={COLUMNS.map((column) => t(column))}
      rows={users}
      loadErrorText={t("admin.users.loadFailed")}
      emptyState={<EmptyState />}
      renderCells={(user) => (
        <>
          <TableCell className="max-w-36 truncate font-medium" title={user.name}>
            {user.name}
          </TableCell>
          <TableCell className="max-w-48 truncate" title={user.email}>
            {user.email}
          </TableCell>
          <TableCell>
            {user.isVerified ? (
              <Badge variant="success">{t("admin.users.verified")}</Badge>
            ) : (
              <Badge variant="outline" className="text-muted-foreground">
                {t("admin.users.notVerified")}
              </Badge>
            )}
          </TableCell>
          <TableCell>
            <UserStatusSwitch user={user} />
          </TableCell>
          <DateCell iso={user.createdAt} />
          <DateCell iso={user.updatedAt} />
          <TableCell>
            <EditRowLink
              to={`/admin/users/edit/${user._id}`}
              returnTo={returnTo}
              label={t("admin.users.editLabel", { name: user.name || user.email })}
            />
          </TableCell>
        </>
      )}
    />
  );
}
