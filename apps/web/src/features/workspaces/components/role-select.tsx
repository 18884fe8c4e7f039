import type { WorkspaceRole } from "@formloom/shared";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useAppText } from "@/lib/i18n/use-app-text";
import { roleText } from "@/lib/workspace/workspace-texts";

type RoleSelectProps = {
  value: WorkspaceRole;
  /** The roles the actor may give. */
  roles: readonly WorkspaceRole[];
  onChange: (role: WorkspaceRole) => void;
  id?: string;
  "aria-label"?: string;
  disabled?: boolean;
  className?: string;
};

export function RoleSelect({
  value,
  roles,
  onChange,
  disabled,
  className,
  ...label
}: RoleSelectProps) {
  const t = useAppText();
  const onValueChange = (next: string) => {
    const role = roles.find((each) => each === next);
    if (role) onChange(role);
  };
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger {...label} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {roles.map((role) => (
          <SelectItem key={role} value={role}>
            {roleText(t, role)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
