import type { User } from "@formloom/shared";
import { Pencil } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatDate, formatTime } from "../../utils/format-date-time";
import { TableMessageRow, TableSkeletonRows } from "../table-state-row";
import { UserStatusSwitch } from "./user-status-switch";

const COLUMNS = [
  "No.",
  "Name",
  "Email",
  "Verification",
  "Account Status",
  "Created At",
  "Updated At",
  "Actions",
];

type UsersTableProps = {
  users: User[] | undefined;
  firstNumber: number;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Where the edit page returns to: this list at its page. */
  returnTo: string;
};

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

export function UsersTable({
  users,
  firstNumber,
  isLoading,
  isError,
  onRetry,
  returnTo,
}: UsersTableProps) {
  const body = () => {
    if (isLoading) return <TableSkeletonRows columns={COLUMNS.length} />;
    if (isError && !users) {
      return (
        <TableMessageRow columns={COLUMNS.length}>
          <p className="font-medium">The users could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </TableMessageRow>
      );
    }
    if (!users?.length) {
      return (
        <TableMessageRow columns={COLUMNS.length}>
          <p className="font-medium">No users found</p>
          <p className="text-muted-foreground text-sm">
            Accounts appear here once people register.
          </p>
        </TableMessageRow>
      );
    }
    return users.map((user, index) => (
      <TableRow key={user._id}>
        <TableCell className="text-muted-foreground tabular-nums">{firstNumber + index}</TableCell>
        <TableCell className="max-w-40 truncate font-medium" title={user.name}>
          {user.name}
        </TableCell>
        <TableCell className="max-w-56 truncate" title={user.email}>
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
          <Button asChild variant="ghost" size="icon-sm">
            <Link
              to={`/admin/users/edit/${user._id}`}
              state={{ returnTo }}
              aria-label={`Edit ${user.name || user.email}`}
            >
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
        </TableCell>
      </TableRow>
    ));
  };

  return (
    <Table aria-label="Users" aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {COLUMNS.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>{body()}</TableBody>
    </Table>
  );
}
