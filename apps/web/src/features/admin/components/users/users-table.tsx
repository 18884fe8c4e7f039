import type { User } from "@formloom/shared";
import { Badge } from "@/components/ui/badge";
import { TableCell } from "@/components/ui/table";
import { formatDate, formatTime } from "@/lib/format-date-time";
import { AdminTable, type AdminTableState } from "../admin-table";
import { EditRowLink } from "../edit-row-link";
import { UserStatusSwitch } from "./user-status-switch";

const COLUMNS = [
  "Name",
  "Email",
  "Verification",
  "Account Status",
  "Created At",
  "Updated At",
  "Actions",
];

type UsersTableProps = AdminTableState & {
  users: User[] | undefined;
  /** Where the edit page returns to: this list at its page. */
  returnTo: string;
};

const emptyState = (
  <>
    <p className="font-medium">No users found</p>
    <p className="text-muted-foreground text-sm">Accounts appear here once people register.</p>
  </>
);

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
  return (
    <AdminTable
      {...state}
      label="Users"
      columns={COLUMNS}
      rows={users}
      loadErrorText="The users could not be loaded."
      emptyState={emptyState}
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
              <Badge variant="success">Verified</Badge>
            ) : (
              <Badge variant="outline" className="text-muted-foreground">
                Not Verified
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
              label={`Edit ${user.name || user.email}`}
            />
          </TableCell>
        </>
      )}
    />
  );
}
